import type { z } from 'zod';
import type * as answerSchemas from '../../shared/api-answer-schemas.ts';
import { readStorage } from './read-storage.ts';
import { EARLY_REQUEST_HEADERS, takeEarlyResponse } from './early-requests.ts';
import { STORAGE_KEYS } from './storage-keys.ts';
import { trackRequest } from './request-tracker.ts';

/** A failed call: the status and what the server answered (JSON or text), for the error page. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly data: unknown,
    public readonly path: string,
  ) {
    super(typeof data === 'object' && data && 'message' in data ? String(data.message) : `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

/**
 * The shared zod schema of an answer, by its name in `shared/api-answer-schemas.ts`; it also gives
 * the answer its type. Answers are checked against it where `import.meta.env.DEV` is true: the tests
 * and Vite's development server. A production build leaves the check out (the branch is dead code
 * there, and the schemas' import goes with it), for two reasons: the server has already written the
 * answer through the same schema, and the schemas would bring zod (about 25 KB gzipped) into every
 * public page, most of which have no form that needs it.
 */
export type TAnswerName = keyof typeof answerSchemas;
export type TAnswer<TName extends TAnswerName> = z.output<(typeof answerSchemas)[TName]>;

/** An answer that does not match its schema: our server and this page disagree on the API. */
export class AnswerMismatchError extends Error {
  constructor(
    public readonly path: string,
    public readonly issues: string,
  ) {
    super(`The answer of ${path} does not match its schema: ${issues}`);
    this.name = 'AnswerMismatchError';
  }
}

/**
 * The answer with its schema's type. Checked only in development and tests (see TAnswerName); the
 * answer itself is returned either way, never the parsed copy, so that both builds behave the same.
 */
export async function checkAnswer<TName extends TAnswerName>(
  answer: TName,
  data: unknown,
  path: string,
): Promise<TAnswer<TName>> {
  if (import.meta.env.DEV) {
    const schemas = await import('../../shared/api-answer-schemas.ts');
    const result = schemas[answer].safeParse(data);
    if (!result.success) throw new AnswerMismatchError(path, JSON.stringify(result.error.issues));
  }
  return data as TAnswer<TName>;
}

type TRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Send the access token as `Authorization: Bearer <token>`. */
  auth?: boolean;
  /** Show the full-screen loading overlay while it runs (default true). */
  showLoading?: boolean;
  signal?: AbortSignal;
};

/** Gets a new access token for one the server refused; null when there is none to be had. */
type TRefusedTokenHandler = (refused: string) => Promise<string | null>;
let renewRefusedToken: TRefusedTokenHandler | null = null;

/**
 * Set by the session: a token can be refused before its time (the user logged out on another
 * device, got a new role), while this browser's refresh cookie still holds a session.
 */
export function onRefusedToken(handler: TRefusedTokenHandler | null) {
  renewRefusedToken = handler;
}

/** The access token once the session holding none yet is restored; null when there is none to be had. */
type TMissingTokenHandler = () => Promise<string | null>;
let awaitRestoredToken: TMissingTokenHandler | null = null;

/**
 * Set by the session: right after a page hydrates, the browser may hold no access token yet while its
 * refresh cookie still holds a session (a page the server rendered for the session, a token that
 * expired and was put away). A call that needs the token waits for that refresh, rather than being
 * sent without it and answered 401.
 */
export function onMissingToken(handler: TMissingTokenHandler | null) {
  awaitRestoredToken = handler;
}

/** The token an authenticated call is sent with: the stored one, or the one the session's refresh gives. */
async function tokenFor(auth: boolean | undefined): Promise<string | null> {
  if (!auth) return null;
  const stored = readStorage(STORAGE_KEYS.accessToken);
  if (stored || !awaitRestoredToken) return stored;
  return awaitRestoredToken();
}

async function parseBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 204) return null;
  if (type.includes('application/json')) return response.json();
  return response.text();
}

/**
 * Calls our own API on the page's origin. Answers JSON or plain text, as the server sends it,
 * described by the shared schema of the answer.
 */
export async function apiRequest<TName extends TAnswerName>(
  path: string,
  answer: TName,
  options: TRequestOptions = {},
): Promise<TAnswer<TName>> {
  const method = options.method ?? 'GET';
  const send = (token: string | null) => {
    const headers: Record<string, string> = { ...EARLY_REQUEST_HEADERS };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    return fetch(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  };
  const run = async () => {
    const token = await tokenFor(options.auth);
    // A member page's first reads were started with the document (entry-early.ts).
    const early = method === 'GET' && token ? takeEarlyResponse(path, token) : undefined;
    let response = await (early ?? send(token));
    // Refused before its time: once more with a new token, if the refresh cookie still gives one.
    if (response.status === 401 && token && renewRefusedToken) {
      const renewed = await renewRefusedToken(token);
      if (renewed && renewed !== token) response = await send(renewed);
    }
    const data = await parseBody(response);
    if (!response.ok) throw new ApiError(response.status, data, path);
    return checkAnswer(answer, data, path);
  };
  return options.showLoading === false ? run() : trackRequest(run());
}
