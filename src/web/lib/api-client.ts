import { readStorage } from './browser-storage.ts';
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

type TRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Send the access token (SPEC section 7: "Bearer"). */
  auth?: boolean;
  /** Show the full-screen loading overlay while it runs (default true). */
  showLoading?: boolean;
  signal?: AbortSignal;
};

async function parseBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 204) return null;
  if (type.includes('application/json')) return response.json();
  return response.text();
}

/** Calls our own API on the page's origin. Answers JSON or plain text, as the server sends it. */
export async function apiRequest<T = unknown>(path: string, options: TRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { ...EARLY_REQUEST_HEADERS };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const token = options.auth ? readStorage(STORAGE_KEYS.accessToken) : null;
  if (token) headers.authorization = `Bearer ${token}`;
  const method = options.method ?? 'GET';
  // A member page's first reads were started with the document (entry-early.ts).
  const early = method === 'GET' && token ? takeEarlyResponse(path, token) : undefined;
  const run = async () => {
    const response = await (early ??
      fetch(path, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        credentials: 'same-origin',
        signal: options.signal,
      }));
    const data = await parseBody(response);
    if (!response.ok) throw new ApiError(response.status, data, path);
    return data as T;
  };
  return options.showLoading === false ? run() : trackRequest(run());
}
