import { useSyncExternalStore } from 'react';
import { ApiError } from './api-client.ts';

/** The application error (an app setting): when set, every page goes to /error. */
export type TAppError = { status: number | null; data: unknown };

let current: TAppError | null = null;
const listeners = new Set<() => void>();

export function setAppError(error: unknown) {
  current =
    error instanceof ApiError
      ? { status: error.status, data: error.data }
      : { status: null, data: error instanceof Error ? error.message : String(error) };
  for (const listener of listeners) listener();
}

/**
 * A stored access token that is not a token at all: a malformed token raises the invalid-token
 * error. Worded like a server answer, so the error page says it by its code.
 */
export const INVALID_TOKEN_ERROR: TAppError = {
  status: null,
  data: { error: 'invalid_token', message: 'The stored access token is malformed.' },
};

export function raiseAppError(appError: TAppError) {
  current = appError;
  for (const listener of listeners) listener();
}

/** The error now set, for code outside React (tests, guards). */
export function currentAppError(): TAppError | null {
  return current;
}

export function clearAppError() {
  current = null;
  for (const listener of listeners) listener();
}

export function useAppError(): TAppError | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
