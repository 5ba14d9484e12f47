import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A mock in place of the browser's fetch for every test of the calling file: reset before each
 * test, so each says what its calls answer, and the real fetch back after it.
 */
export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
