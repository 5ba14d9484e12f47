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
async function loadChunk<TModule>(load: () => Promise<TModule>): Promise<TModule> {
  try {
    const module = await withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS);
    window.sessionStorage.removeItem(RELOADED_FLAG);
    return module;
  } catch {
    if (!window.sessionStorage.getItem(RELOADED_FLAG)) {
      window.sessionStorage.setItem(RELOADED_FLAG, '1');
      window.location.reload();
      return new Promise<TModule>(() => {});
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

/** A component whose code is fetched when first rendered, and can be fetched before (`preload`). */
export type TPreloadableLazy<TProps extends object> = {
  Component: ComponentType<TProps>;
  preload: () => Promise<unknown>;
};

/**
 * A component in a chunk of its own, as React's lazy, that renders at once when its code is already
 * there: the server loads it before rendering an address that shows it, so its HTML is in the page
 * (a page's own chunk is loaded before hydrating, too). Otherwise the nearest Suspense boundary waits
 * for it: with its fallback, or keeping the server's HTML while hydrating. A chunk gone with a deploy
 * reloads the page once (loadChunk).
 */
export function preloadableLazy<TName extends string, TProps extends object>(
  load: () => Promise<Record<TName, ComponentType<TProps>>>,
  name: TName,
): TPreloadableLazy<TProps> {
  let loaded: ComponentType<TProps> | undefined;
  const preload = async () => {
    const module = typeof window !== 'undefined' ? await loadChunk(load) : await load();
    loaded = module[name];
    return { default: loaded };
  };
  const Lazy = lazy(preload) as unknown as ComponentType<TProps>;
  function Component(props: TProps) {
    // Decided once per mount: code loaded before rendering renders at once, so hydration does not suspend.
    const [Chosen] = useState<ComponentType<TProps>>(() => loaded ?? Lazy);
    return createElement(Chosen, props);
  }
  return { Component, preload };
}

export function lazyPage(module: string, load: () => Promise<TPageModule>): TLazyPage {
  const { Component, preload } = preloadableLazy(load, 'default');
  return { module, Page: Component, preload };
}
