import type { TGrantRules } from './grant-rules.schema.ts';
import { SOCIAL_LINKS_MAX, type TSiteSettings } from './site-settings.schema.ts';

/*
 * The settings form as typed, and what ZSiteSettings checks made from it: the board's form does it
 * in the browser, and the form's post without the app on the server, so both check the same thing.
 * A field's name is its dotted place in the form (`nameTa`, `socialLinks.0.url`, `grant.minAge`).
 */

/** The form's name when it is sent without the app (TFormPostState). */
export const SETTINGS_FORM = 'site-settings';

/** The grant rules typed as numbers, each a text field of the form. */
export const GRANT_NUMBER_FIELDS = [
  'minAge',
  'maxAge',
  'minParticipants',
  'minMinutes',
  'minLeaderAge',
  'keepYears',
] as const satisfies readonly (keyof TGrantRules)[];
type TGrantNumberField = (typeof GRANT_NUMBER_FIELDS)[number];

/** The form's text fields outside the lists, in the order the form shows them. */
export const SETTINGS_TEXT_FIELDS = [
  'nameTa',
  'nameEn',
  'nameSv',
  'shortName',
  'phone',
  'email',
  'postalAddress',
  'country',
  'organisationNumber',
  'swishNumber',
  'copyrightYear',
] as const;
type TSettingsTextField = (typeof SETTINGS_TEXT_FIELDS)[number];

/** The form's fields as typed: text everywhere, the links as rows the board adds and removes. */
export type TSettingsForm = Record<TSettingsTextField, string> & {
  socialLinks: { name: string; url: string }[];
  grant: Record<TGrantNumberField, string> & { oncePerDay: boolean };
};

/** A whole number as typed becomes a number; anything else stays text for the schema to refuse. */
const wholeOrText = (value: string): number | string => {
  const trimmed = value.trim();
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : trimmed;
};

export function formOf(settings: TSiteSettings): TSettingsForm {
  return {
    nameTa: settings.name.ta,
    nameEn: settings.name.en,
    nameSv: settings.name.sv,
    shortName: settings.shortName,
    phone: settings.phone,
    email: settings.email,
    postalAddress: settings.postalAddress,
    country: settings.country,
    organisationNumber: settings.organisationNumber,
    swishNumber: settings.swishNumber,
    copyrightYear: String(settings.copyrightYear),
    socialLinks: settings.socialLinks.map((link) => ({ ...link })),
    grant: {
      ...(Object.fromEntries(GRANT_NUMBER_FIELDS.map((field) => [field, String(settings.grantRules[field])])) as Record<
        TGrantNumberField,
        string
      >),
      oncePerDay: settings.grantRules.oncePerDay,
    },
  };
}

/** What the schema checks: the year as a number (not a number: the schema names the field). */
export function settingsOfForm(form: TSettingsForm): unknown {
  return {
    name: { ta: form.nameTa, en: form.nameEn, sv: form.nameSv },
    shortName: form.shortName,
    phone: form.phone,
    email: form.email,
    postalAddress: form.postalAddress,
    country: form.country.trim().toUpperCase(),
    organisationNumber: form.organisationNumber,
    swishNumber: form.swishNumber,
    copyrightYear: wholeOrText(form.copyrightYear),
    socialLinks: form.socialLinks,
    grantRules: {
      ...Object.fromEntries(GRANT_NUMBER_FIELDS.map((field) => [field, wholeOrText(form.grant[field])])),
      oncePerDay: form.grant.oncePerDay,
    },
  };
}

const linkField = (index: number, part: 'name' | 'url') => `socialLinks.${index}.${part}`;

/** Every field name a post of the form may carry: as many link rows as the settings may have. */
export const SETTINGS_POST_FIELDS: readonly string[] = [
  ...SETTINGS_TEXT_FIELDS,
  ...Array.from({ length: SOCIAL_LINKS_MAX }, (_, index) => [linkField(index, 'name'), linkField(index, 'url')]).flat(),
  ...GRANT_NUMBER_FIELDS.map((field) => `grant.${field}`),
  'grant.oncePerDay',
];

/**
 * The form from a post without the app (each field as text, '' when absent). A tick is sent only
 * when ticked; a link row sent with both fields empty is left out, which is how a page without the
 * app removes a link.
 */
export function formOfPost(fields: Readonly<Record<string, string>>): TSettingsForm {
  const text = (name: string) => fields[name] ?? '';
  return {
    ...(Object.fromEntries(SETTINGS_TEXT_FIELDS.map((field) => [field, text(field)])) as Record<
      TSettingsTextField,
      string
    >),
    socialLinks: Array.from({ length: SOCIAL_LINKS_MAX }, (_, index) => ({
      name: text(linkField(index, 'name')),
      url: text(linkField(index, 'url')),
    })).filter((link) => link.name !== '' || link.url !== ''),
    grant: {
      ...(Object.fromEntries(GRANT_NUMBER_FIELDS.map((field) => [field, text(`grant.${field}`)])) as Record<
        TGrantNumberField,
        string
      >),
      oncePerDay: text('grant.oncePerDay') === 'true',
    },
  };
}

/** The form as the fields a page shows again after a refused post. */
export function postOfForm(form: TSettingsForm): Record<string, string> {
  return {
    ...Object.fromEntries(SETTINGS_TEXT_FIELDS.map((field) => [field, form[field]])),
    ...Object.fromEntries(
      form.socialLinks.flatMap((link, index) => [
        [linkField(index, 'name'), link.name],
        [linkField(index, 'url'), link.url],
      ]),
    ),
    ...Object.fromEntries(GRANT_NUMBER_FIELDS.map((field) => [`grant.${field}`, form.grant[field]])),
    'grant.oncePerDay': String(form.grant.oncePerDay),
  };
}
