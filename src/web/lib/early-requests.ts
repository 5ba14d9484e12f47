/*
 * Member and board pages need the token from local storage before they can ask for their data, so
 * the server cannot embed it and the app would ask only after its scripts have run and the session
 * is known: a waterfall after the HTML. entry-early.ts starts those reads with the document instead;
 * apiRequest then takes the answer in flight rather than asking again.
 */

type TEarlyRequest = { token: string; response: Promise<Response>; startedAt: number };

const started = new Map<string, TEarlyRequest>();

/**
 * An early answer serves the page's first reads only: one nobody took by then (the page did not ask
 * after all) must not stand in for a later read, after a change, with what was true at load.
 */
export const EARLY_ANSWER_LIFETIME_MS = 10_000;

export const EARLY_REQUEST_HEADERS = { accept: 'application/json, text/plain' } as const;

/** Starts GET path with the token now; the first apiRequest for the same path and token takes it. */
export function startEarlyRequest(path: string, token: string): void {
  const response = fetch(path, {
    headers: { ...EARLY_REQUEST_HEADERS, authorization: `Bearer ${token}` },
    credentials: 'same-origin',
  });
  // Nobody may come for it (the page changed meanwhile): a failure is not worth a console error.
  response.catch(() => undefined);
  started.set(path, { token, response, startedAt: Date.now() });
}

/**
 * The answer started early for this path, once, and only if it was asked with the same token (a
 * refresh or a sign-out in between makes it stale).
 */
export function takeEarlyResponse(path: string, token: string | null): Promise<Response> | undefined {
  const early = started.get(path);
  if (!early) return undefined;
  started.delete(path);
  const fresh = Date.now() - early.startedAt < EARLY_ANSWER_LIFETIME_MS;
  return fresh && early.token === token ? early.response : undefined;
}
