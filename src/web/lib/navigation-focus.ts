import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

type TNavigation = { key: string | null; navigated: boolean };

// The history entry shown now, and whether the app has left the one the document was opened at.
// Kept outside the router so that a heading can follow it wherever it is rendered.
const OPENED: TNavigation = { key: null, navigated: false };
let current: TNavigation = OPENED;
let focusedForKey: string | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called once, inside the router: follows the history entry the app shows. */
export function useTrackNavigation() {
  const { key } = useLocation();
  useEffect(() => {
    if (current.key === key) return;
    current = { key, navigated: current.navigated || current.key !== null };
    for (const listener of listeners) listener();
  }, [key]);
}

/**
 * For a page's main heading (rendered with tabIndex -1). After a page change inside the app (a
 * link, a redirect, signing in) the browser leaves the focus where it was, often on a link that is
 * gone, and the reader hears nothing of the new page; the heading takes the focus instead, so it is
 * announced and Tab goes on from the top of the new page. A page opened by its address keeps the
 * browser's own start (the top, where the cookie notice and the skip link come first).
 */
export function useFocusAfterNavigation<TElement extends HTMLElement>() {
  const ref = useRef<TElement>(null);
  const navigation = useSyncExternalStore(
    subscribe,
    () => current,
    () => OPENED,
  );
  useEffect(() => {
    if (!navigation.navigated || navigation.key === focusedForKey) return;
    focusedForKey = navigation.key;
    ref.current?.focus();
  }, [navigation]);
  return ref;
}
