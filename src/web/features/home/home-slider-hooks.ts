import { useEffect, useState } from 'react';

/**
 * False on the server, during hydration and until the window's load event; true afterwards. A later
 * slide's picture is fetched only then, so it never competes with the page's own first load
 * (loading="lazy" does not hold back slides that are off-screen sideways).
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === 'complete') {
      setLoaded(true);
      return;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);
  return loaded;
}

/** Whether the visitor asked for less motion; read in an effect (never during render) and followed live. */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * The slides whose picture is fetched: the first at once; once the page has loaded (or a person moved
 * on before), the one shown and the one the slider turns to next, a whole turn ahead, so both are
 * there when shown. A picture once fetched keeps its source. A visitor who leaves after a slide or two
 * fetches no more pictures than they saw.
 */
export function useFetchedSlides(ids: number[], current: number, started: boolean): ReadonlySet<number> {
  const wanted = started ? [ids[current], ids[(current + 1) % ids.length]] : [ids[0]];
  const [fetched, setFetched] = useState<ReadonlySet<number>>(() => new Set());
  const missing = wanted.filter((id): id is number => id !== undefined && !fetched.has(id));
  // Set while rendering: the slide shown gets its source in this very render, not one later.
  if (missing.length > 0) setFetched(new Set([...fetched, ...missing]));
  return new Set([...fetched, ...missing]);
}
