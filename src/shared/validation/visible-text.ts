/**
 * Characters no name, address or contact detail holds on purpose: C0 and C1 controls (PostgreSQL
 * refuses NUL, a 500), halves of a UTF-16 pair (jsonb refuses them), and the bidirectional marks,
 * embeddings, overrides and isolates (U+200E/F, U+202A-202E, U+2066-2069), which make a shown text
 * read differently from what it is (an address or a name that appears reversed). The joiners Tamil
 * script uses (U+200C/D) are not among them.
 */
const INVISIBLE_CONTROL = /[\p{Cc}\p{Cs}\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** True when the text holds a character of INVISIBLE_CONTROL. */
export function hasInvisibleControl(text: string): boolean {
  return INVISIBLE_CONTROL.test(text);
}

/** The error key both the validation and the site catalogs have for it. */
export const INVISIBLE_CHARACTERS = 'invisibleCharacters';
