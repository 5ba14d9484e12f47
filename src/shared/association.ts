import { z } from 'zod';

/** The association's own details (association.json), served by GET /api/content/association. */
export const ZAssociation = z.object({
  /** One name per interface language. */
  name: z.object({ ta: z.string().min(1), en: z.string().min(1), sv: z.string().min(1) }),
  shortName: z.string().min(1),
  phone: z.string().min(1),
  email: z.email(),
  /** Street, postal code and town; the country is the next field, named in the reader's language. */
  postalAddress: z.string().min(1),
  /** ISO 3166 code, e.g. SE; its name comes from the catalogs (common: countries.SE). */
  country: z.string().regex(/^[A-Z]{2}$/),
  organisationNumber: z.string().min(1),
  swishNumber: z.string().min(1),
  socialLinks: z.array(z.object({ name: z.string().min(1), url: z.url() })),
  copyrightYear: z.number().int(),
  appVersion: z.string().min(1),
});
export type TAssociation = z.infer<typeof ZAssociation>;
