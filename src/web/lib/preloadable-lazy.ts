import { createElement, lazy, useState, type ComponentType } from 'react';

/** A component whose code is fetched when first rendered, and can be fetched before (`preload`). */
export type TPreloadableLazy<TProps extends object> = {
  Component: ComponentType<TProps>;
  preload: () => Promise<unknown>;
};

/**
 * A component loaded in a chunk of its own, as React's lazy, that renders at once once its code is
 * there: the server loads it before rendering an address that shows it, so its HTML is in the page;
 * in the browser it shows the nearest Suspense fallback only while its code is on its way.
 */
export function preloadableLazy<TName extends string, TProps extends object>(
  load: () => Promise<Record<TName, ComponentType<TProps>>>,
  name: TName,
): TPreloadableLazy<TProps> {
  let loaded: ComponentType<TProps> | undefined;
  const preload = async () => {
    loaded = (await load())[name];
    return { default: loaded };
  };
  const Lazy = lazy(preload);
  function Component(props: TProps) {
    // Decided once per mount: code loaded before rendering renders at once instead of its fallback.
    const [Chosen] = useState<ComponentType<TProps>>(() => loaded ?? (Lazy as unknown as ComponentType<TProps>));
    return createElement(Chosen, props);
  }
  return { Component, preload };
}
