import { fieldErrors } from '../../../lib/field-errors.ts';
import type { TSiteSettings } from '../../../../shared/site-settings.schema.ts';

/** The form's fields as typed: text everywhere, the links as rows the board adds and removes. */
export type TSettingsForm = {
  nameTa: string;
  nameEn: string;
  nameSv: string;
  shortName: string;
  phone: string;
  email: string;
  postalAddress: string;
  country: string;
  organisationNumber: string;
  swishNumber: string;
  copyrightYear: string;
  socialLinks: { name: string; url: string }[];
};

/** Field path (as the schema names it, e.g. `name.en`, `socialLinks.0.url`) to the key of `site:fieldErrors`. */
export type TSettingsErrors = Record<string, string>;

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
  };
}

/** What the schema checks: the year as a number (not a number: the schema names the field). */
export function settingsOf(form: TSettingsForm): unknown {
  const year = form.copyrightYear.trim();
  return {
    name: { ta: form.nameTa, en: form.nameEn, sv: form.nameSv },
    shortName: form.shortName,
    phone: form.phone,
    email: form.email,
    postalAddress: form.postalAddress,
    country: form.country.trim().toUpperCase(),
    organisationNumber: form.organisationNumber,
    swishNumber: form.swishNumber,
    copyrightYear: /^\d{1,4}$/.test(year) ? Number(year) : year,
    socialLinks: form.socialLinks,
  };
}

/** The server's field errors (same keys as the schema's), or null when the refusal was not about fields. */
export function serverFieldErrors(error: unknown): TSettingsErrors | null {
  const fields = fieldErrors(error);
  return fields && Object.keys(fields).length > 0 ? fields : null;
}
