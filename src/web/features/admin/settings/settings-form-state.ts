import { SITE_FIELD_ERRORS } from '../../../../shared/site-settings.schema.ts';

/** The catalog text of an error key of the site's settings and pages: the area words its own. */
export const siteFieldErrorKey = (key: string) =>
  `site:fieldErrors.${(SITE_FIELD_ERRORS as readonly string[]).includes(key) ? key : 'valueInvalid'}`;
