import { createElement, lazy, useState, type ComponentType } from 'react';

type TPageModule = { default: ComponentType };

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
const RELOADED_FLAG = 'chunkReloaded';

export class ChunkLoadError extends Error {
  constructor() {
    super('Loading chunk failed');
    this.name = 'ChunkLoadError';
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError()), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * After a new version is deployed the old chunk names are gone: reload once to get the new ones,
 * and if that does not help either, report ChunkLoadError for the error page.
 */
async function loadChunk(load: () => Promise<TPageModule>): Promise<TPageModule> {
  try {
    const module = await withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS);
    window.sessionStorage.removeItem(RELOADED_FLAG);
    return module;
  } catch {
    if (!window.sessionStorage.getItem(RELOADED_FLAG)) {
      window.sessionStorage.setItem(RELOADED_FLAG, '1');
      window.location.reload();
      return new Promise<TPageModule>(() => {});
    }
    throw new ChunkLoadError();
  }
}

export type TLazyPage = {
  /** The page's module under src/web/, as the build's manifest names it: the server preloads its chunk. */
  module: string;
  Page: ComponentType;
  /** Loads the page's chunk; the browser awaits it before hydrating so the first render matches. */
  preload: () => Promise<unknown>;
};

export function lazyPage(module: string, load: () => Promise<TPageModule>): TLazyPage {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    const isBrowser = typeof window !== 'undefined';
    const module = isBrowser ? await loadChunk(load) : await load();
    loaded = module.default;
    return module;
  };
  const Lazy = lazy(preload);
  function Page() {
    // Decided once per mount: a preloaded page renders at once, so hydration does not suspend.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Component);
  }
  return { module, Page, preload };
}
