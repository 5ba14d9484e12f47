// What the registration's form and answer carry besides the schema, for pages that render without zod.

/** The terms version the registration form sends as `accept`. */
export const TERMS_VERSION = 'v1.0.0';

/** The plain-text answer of a successful registration. */
export function registrationSuccessText(shortName: string): string {
  return `${shortName} Registration Success.`;
}
