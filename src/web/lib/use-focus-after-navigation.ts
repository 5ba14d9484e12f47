import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

// The history entry the document was opened at, whether the app has left it since, and the last
// entry whose heading took the focus (a heading shown again on the same entry does not take it again).
let openedAtKey: string | null = null;
let navigated = false;
let focusedForKey: string | null = null;

/**
 * For a page's main heading (rendered with tabIndex -1). After a page change inside the app (a
 * link, a redirect, signing in) the browser leaves the focus where it was, often on a link that is
 * gone, and the reader hears nothing of the new page; the heading takes the focus instead, so it is
 * announced and Tab goes on from the top of the new page. A page opened by its address keeps the
 * browser's own start (the top, where the cookie notice and the skip link come first).
 */
export function useFocusAfterNavigation<TElement extends HTMLElement>() {
  const ref = useRef<TElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    openedAtKey ??= key;
    if (!navigated && key === openedAtKey) return;
    navigated = true;
    if (key === focusedForKey) return;
    focusedForKey = key;
    ref.current?.focus();
  }, [key]);
  return ref;
}
