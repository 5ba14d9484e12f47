import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

type TNavigation = { key: string | null; navigated: boolean };

// The history entry shown now, and whether the app has left the one the document was opened at.
// Kept outside the router so that a heading can follow it wherever it is rendered.
const OPENED: TNavigation = { key: null, navigated: false };
let current: TNavigation = OPENED;
/**
 * The entry the document was opened at, taken when the tracker first renders, not in its effect: a
 * press made before the app was there is replayed as soon as the app hydrates, and its navigation
 * can come before the tracker's first effect. Judged by that effect alone, the new page then looked
 * like the one opened by its address, and its heading never took the focus.
 */
let openedKey: string | undefined;
let focusedForKey: string | null = null;
/** A heading not yet shown (its page still swapping in) cannot take the focus: tried on later frames. */
const FOCUS_ATTEMPTS = 30;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called once, inside the router: follows the history entry the app shows. */
export function useTrackNavigation() {
  const { key } = useLocation();
  openedKey ??= key;
  useEffect(() => {
    if (current.key === key) return;
    current = { key, navigated: current.navigated || key !== openedKey };
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
    const key = navigation.key;
    let frame = 0;
    let attempts = 0;
    // The navigation counts as handled only once the focus has landed on the heading: a heading
    // that is not attached or not shown yet refuses focus() silently, and marking it done then left
    // the focus on the link of the page before.
    const attempt = () => {
      const heading = ref.current;
      if (!heading || focusedForKey === key || current.key !== key) return;
      heading.focus();
      if (document.activeElement === heading) focusedForKey = key;
      else if ((attempts += 1) < FOCUS_ATTEMPTS) frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [navigation]);
  return ref;
}
