import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False on the server and during hydration, true afterwards: for parts that exist only in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * useHydrated for the providers at the top of the app: there the switch to true comes as a
 * transition. A synchronous change of a provider's value would make React hydrate every part below
 * it in one task (the parts hydrate on their own, one after another, otherwise). Mounted once, at
 * hydration; a component mounted later in the browser would start with one render as false.
 */
export function useHydratedInTransition(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
