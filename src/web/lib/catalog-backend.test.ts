import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Services } from 'i18next';
import { catalogBackend, catalogPath } from './catalog-backend.ts';

afterEach(() => vi.unstubAllGlobals());

function read(answer: () => Promise<Response>) {
  const fetchMock = vi.fn((_path: string) => answer());
  vi.stubGlobal('fetch', fetchMock);
  catalogBackend.init({} as Services, {}, {});
  return new Promise<{ error: unknown; data: unknown; path: unknown }>((resolve) => {
    catalogBackend.read('sv', 'events', (error, data) => resolve({ error, data, path: fetchMock.mock.calls[0]?.[0] }));
  });
}

describe('catalogBackend', () => {
  it('reads a catalog from /locales/<language>/<namespace>.json', async () => {
    const { error, data, path } = await read(async () => Response.json({ title: 'Evenemang' }));
    expect(path).toBe(catalogPath('sv', 'events'));
    expect(path).toBe('/locales/sv/events.json');
    expect(error).toBeNull();
    expect(data).toEqual({ title: 'Evenemang' });
  });

  it('asks i18next to retry after a server or network failure, not after a missing catalog', async () => {
    expect((await read(async () => new Response('', { status: 503 }))).data).toBe(true);
    expect((await read(() => Promise.reject(new TypeError('Failed to fetch')))).data).toBe(true);
    const missing = await read(async () => new Response('', { status: 404 }));
    expect(missing.error).toBeInstanceOf(Error);
    expect(missing.data).toBe(false);
  });
});
