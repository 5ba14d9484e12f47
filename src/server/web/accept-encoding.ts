/** How a page answer picks its encoding, and the small memo that keeps such answers per header value. */

/** The encodings the client accepts (q=0 refuses one), best first: brotli, then gzip. */
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !/^\s*q=0(?:\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * A small memo of what answers repeat on every request (browsers send a handful of Accept-Encoding
 * values, and a site has a few hundred addresses); it starts over when full, so made-up values
 * cost their own computation and nothing else.
 */
export function memo<T>(compute: (input: string) => T, max: number): (input: string) => T {
  const known = new Map<string, T>();
  return (input) => {
    const hit = known.get(input);
    if (hit !== undefined || known.has(input)) return hit as T;
    if (known.size >= max) known.clear();
    const value = compute(input);
    known.set(input, value);
    return value;
  };
}
