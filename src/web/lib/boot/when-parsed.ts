/**
 * The entry script is loaded `async`: it runs as soon as it arrives, often while the server's HTML
 * is still streaming in, so the first taps are answered from the first paint on. What reads the
 * body (the forms, the slider, the page's data) waits for the whole document.
 */
export function whenParsed(callback: () => void): void {
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', () => callback(), { once: true });
  else callback();
}

/** The same, as a promise: the app hydrates only a document the parser has finished. */
export function documentParsed(): Promise<void> {
  return new Promise((resolve) => whenParsed(resolve));
}
