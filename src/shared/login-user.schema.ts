import { z } from 'zod';
import { ZLanguage } from './language-schema.ts';
import { GENDERS, MEMBERSHIP_STATUSES, USER_ROLES } from './member-values.ts';

/** The logged-in user as GET /api/member/login returns it (the shape the web app's profile uses). */
export const ZLoginUser = z.object({
  id: z.number().int(),
  givenId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  personalNumber: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  phoneNumber: z.string().nullable(),
  pic: z.string().nullable(),
  /** The login before this one (null on the first): "last here on ...". */
  lastLogin: z.iso.datetime({ offset: true }).nullable(),
  role: z.enum(USER_ROLES),
  familyUsers: z.array(z.object({ id: z.number().int(), role: z.enum(USER_ROLES) })),
  family: z
    .object({
      streetAddress: z.string().nullable(),
      city: z.string().nullable(),
      postalCode: z.string().nullable(),
      country: z.string().nullable(),
    })
    .nullable(),
  membership: z.array(
    z.object({
      id: z.number().int(),
      userId: z.number().int(),
      year: z.number().int(),
      status: z.enum(MEMBERSHIP_STATUSES),
    }),
  ),
  language: ZLanguage,
});
export type TLoginUser = z.infer<typeof ZLoginUser>;
