import { z } from 'zod';
import { zBoundedString } from './validation/bounded-string.ts';
import { hasInvisibleControl, INVISIBLE_CHARACTERS } from './validation/visible-text.ts';
import type { TAssociation } from './association.ts';
import { GRANT_RULE_DEFAULTS, ZGrantRules } from './grant-rules.schema.ts';

/**
 * The association's details as the board edits them (Settings tab and PUT /api/admin/site/settings).
 * Each refusal names a key of catalog `site:fieldErrors`, so the form and the API say the same thing.
 */

/** Luhn over the ten digits of NNNNNN-NNNN: the last digit checks the nine before it. */
export function isValidOrganisationNumber(value: string): boolean {
  const match = /^(\d{6})-(\d{4})$/.exec(value.trim());
  if (!match) return false;
  const digits = `${match[1]}${match[2]}`.split('').map(Number);
  let sum = 0;
  for (const [index, digit] of digits.entries()) {
    const weighted = index % 2 === 0 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return sum % 10 === 0;
}

/** Spaces and hyphens people write for readability; the Swish payee is the digits alone. */
const readableSeparators = (value: string) => value.replace(/[\s-]/g, '');

/**
 * A Swish number the QR code can carry: a business number (123 and seven digits) or a Swedish
 * mobile number (07x xxx xx xx, or +46 7x xxx xx xx).
 */
export function isValidSwishNumber(value: string): boolean {
  const compact = readableSeparators(value);
  return /^123\d{7}$/.test(compact) || /^(?:07|\+467|467)\d{8}$/.test(compact);
}

/** A phone number as people write it: digits, an optional leading +, spaces, hyphens, brackets. */
export function isValidPhone(value: string): boolean {
  const trimmed = value.trim();
  const digits = trimmed.replace(/\D/g, '');
  return /^\+?[\d\s()-]+$/.test(trimmed) && digits.length >= 7 && digits.length <= 15;
}

const text = (max: number) =>
  zBoundedString(max, { tooLong: 'tooLong', notText: 'mandatory' })
    .trim()
    .min(1, 'mandatory')
    .refine((value) => !hasInvisibleControl(value), INVISIBLE_CHARACTERS);

const ZHttpsLink = zBoundedString(500, { tooLong: 'tooLong', notText: 'httpsLink' })
  .trim()
  .refine((value) => !hasInvisibleControl(value), INVISIBLE_CHARACTERS)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'httpsLink');

export const SOCIAL_LINKS_MAX = 8;

export const ZSiteSettings = z.object({
  name: z.object({ ta: text(200), en: text(200), sv: text(200) }),
  shortName: text(30),
  phone: text(30).refine(isValidPhone, 'phone'),
  email: text(254).pipe(z.email('email')),
  postalAddress: text(300),
  country: zBoundedString(2, { tooLong: 'country', notText: 'country' }).regex(/^[A-Z]{2}$/, 'country'),
  organisationNumber: text(11).refine(isValidOrganisationNumber, 'organisationNumber'),
  swishNumber: text(20).refine(isValidSwishNumber, 'swishNumber'),
  socialLinks: z
    .array(z.object({ name: text(50), url: ZHttpsLink }), { error: 'valueInvalid' })
    .max(SOCIAL_LINKS_MAX, 'tooMany'),
  copyrightYear: z
    .number({ error: 'copyrightYear' })
    .int('copyrightYear')
    .min(1990, 'copyrightYear')
    .max(2100, 'copyrightYear'),
  /** Settings saved before the grant rules existed (and association.json) take the defaults. */
  grantRules: ZGrantRules.default({ ...GRANT_RULE_DEFAULTS }),
});
export type TSiteSettings = z.infer<typeof ZSiteSettings>;

/** The keys of `site:fieldErrors` a refusal can name. */
export const SITE_FIELD_ERRORS = [
  'mandatory',
  'tooLong',
  'tooMany',
  'phone',
  'email',
  'country',
  'organisationNumber',
  'swishNumber',
  'httpsLink',
  'copyrightYear',
  'date',
  'valueInvalid',
  'grantNumber',
  'ageBand',
  INVISIBLE_CHARACTERS,
] as const;

/** The settings of an association.json (which also names the app's version, not the board's to edit). */
export function settingsOf(association: TAssociation): TSiteSettings {
  const { appVersion: _appVersion, ...settings } = association;
  return { ...settings, grantRules: { ...GRANT_RULE_DEFAULTS } };
}

/** GET /api/admin/site/settings: the values and the version a save is based on. */
export const ZSiteSettingsAnswer = z.object({ settings: ZSiteSettings, version: z.number().int() });
export type TSiteSettingsAnswer = z.infer<typeof ZSiteSettingsAnswer>;
