import { SITE_FIELD_ERRORS, type TSiteSettings } from '../../../../shared/site-settings.schema.ts';

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

/** The catalog text of an error key of the site's settings and pages: the area words its own. */
export const siteFieldErrorKey = (key: string) =>
  `site:fieldErrors.${(SITE_FIELD_ERRORS as readonly string[]).includes(key) ? key : 'valueInvalid'}`;
