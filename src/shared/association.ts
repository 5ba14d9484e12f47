import { z } from 'zod';

/** The association's own details (association.json), served by GET /api/content/association. */
export const ZAssociation = z.object({
  /** One name per interface language. */
  name: z.object({ ta: z.string().min(1), en: z.string().min(1), sv: z.string().min(1) }),
  shortName: z.string().min(1),
  phone: z.string().min(1),
  email: z.email(),
  postalAddress: z.string().min(1),
  organisationNumber: z.string().min(1),
  swishNumber: z.string().min(1),
  socialLinks: z.array(z.object({ name: z.string().min(1), url: z.url() })),
  copyrightYear: z.number().int(),
  appVersion: z.string().min(1),
});
export type TAssociation = z.infer<typeof ZAssociation>;
