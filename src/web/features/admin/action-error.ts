import { ApiError } from '../../lib/api-client.ts';

/** The server's reason for a refused action: the JSON `message`, or a plain-text answer; null when it gave none. */
export function actionErrorReason(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const { data } = error;
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message) {
    return data.message;
  }
  if (typeof data === 'string' && data.trim() !== '' && !data.trimStart().startsWith('<')) return data.trim();
  return null;
}
