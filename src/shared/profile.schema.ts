import { z } from 'zod';
import { GENDERS, MEMBERSHIP_STATUSES } from './member-values.ts';
import { ZGivenId } from './given-id.schema.ts';
import { zOptionalRule, zRule } from './validation/zod-rules.ts';
import { zPersonalNumber } from './validation/zod-personnummer.ts';
import { hasInvisibleControl, INVISIBLE_CHARACTERS } from './validation/visible-text.ts';

const isVisibleText = (text: string) => !hasInvisibleControl(text);

/**
 * The profile edits of /mypage: one schema per use case, used by the
 * form on the page and by the route that stores it, so both judge a value the same way.
 */
const NAME_MAX = 100;
const TEXT_MAX = 200;
const EMAIL_MAX = 254;
const PHONE_MAX = 20;
const POSTAL_CODE_MAX = 20;

const zName = () =>
  zRule(['mandatory'], NAME_MAX).pipe(
    z.string().trim().max(NAME_MAX, 'tooLong').refine(isVisibleText, INVISIBLE_CHARACTERS),
  );
const zText = () =>
  zRule(['mandatory'], TEXT_MAX).pipe(
    z.string().trim().max(TEXT_MAX, 'tooLong').refine(isVisibleText, INVISIBLE_CHARACTERS),
  );
const zEmail = () =>
  zRule(['mandatory', 'email'], EMAIL_MAX).pipe(z.string().trim().toLowerCase().max(EMAIL_MAX, 'tooLong'));
const zPhone = () =>
  zOptionalRule(['telephone'], PHONE_MAX).pipe(z.string().trim().max(PHONE_MAX, 'tooLong').optional());

/** POST /api/member/update {self}: the caller's own details. */
export const ZProfileSelf = z.object({
  firstName: zName(),
  lastName: zName(),
  // Only the family's adults have accounts, and membership requires age 18 or older.
  personalNumber: zPersonalNumber('adult'),
  email: zEmail(),
  gender: z.enum(GENDERS, { error: 'valueInvalid' }).optional(),
  phoneNumber: zPhone(),
  /** Needed only when the e-mail (the sign-in name) changes. */
  currentPassword: z.string({ error: 'valueInvalid' }).max(200, 'tooLong').optional(),
});

/** POST /api/member/updateaddress {self}: all four mandatory; the postal code by the zipCode rule. */
export const ZAddressSelf = z.object({
  streetAddress: zText(),
  city: zText(),
  postalCode: zRule(['mandatory', 'zipCode'], POSTAL_CODE_MAX).pipe(z.string().trim().max(POSTAL_CODE_MAX, 'tooLong')),
  country: zText(),
});

/** POST /api/member/updatespouse {self}: creates the other adult (…B) or updates them. */
export const ZSpouseSelf = z.object({
  firstName: zName(),
  lastName: zName(),
  personalNumber: zPersonalNumber('adult'),
  email: zEmail(),
  phoneNumber: zPhone(),
});

/** POST /api/member/updatekid {self}: with givenId it updates that kid, without it adds one. */
export const ZKidSelf = z.object({
  givenId: ZGivenId.optional(),
  firstName: zName(),
  lastName: zName(),
  personalNumber: zPersonalNumber('kid'),
});

export const ZProfileUpdate = z.object({ self: ZProfileSelf });
export const ZAddressUpdate = z.object({ self: ZAddressSelf });
export const ZSpouseUpdate = z.object({ self: ZSpouseSelf });
export const ZKidUpdate = z.object({ self: ZKidSelf });

export type TProfileSelf = z.infer<typeof ZProfileSelf>;
export type TAddressSelf = z.infer<typeof ZAddressSelf>;
export type TSpouseSelf = z.infer<typeof ZSpouseSelf>;
export type TKidSelf = z.infer<typeof ZKidSelf>;

/** The plain-text answer of every profile edit. */
export const UPDATED_TEXT = 'Updated.';

/** POST /api/member/preferences. */
export const ZPreferences = z.object({ remindersEnabled: z.boolean(), announcementsEnabled: z.boolean() });
export type TPreferences = z.infer<typeof ZPreferences>;

/** A box of a form as the browser sends it: 'true' when ticked, nothing when not. */
const zTicked = () =>
  z
    .literal('true', { error: 'valueInvalid' })
    .optional()
    .transform((ticked) => ticked === 'true');

/** POST /mypage?edit=preferences, the preferences' form without the app: the boxes, then ZPreferences. */
export const ZPreferencesForm = z
  .object({ remindersEnabled: zTicked(), announcementsEnabled: zTicked() })
  .pipe(ZPreferences);

/**
 * POST /mypage?edit=closure, the closure request without the app: the page's confirmation, which the
 * app asks in a dialog, is a box that must be ticked.
 */
export const ZClosureConfirmation = z.object({ confirmed: z.literal('true', { error: 'mandatory' }) });

export const FAMILY_MEMBER_KINDS = ['self', 'spouse', 'kid'] as const;

/** One person of the family as /mypage's Family tab (and the board) sees them. */
export const ZFamilyMember = z.object({
  id: z.number().int(),
  givenId: z.string(),
  kind: z.enum(FAMILY_MEMBER_KINDS),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  /** Whole for the family's adults and admins; `YYYYMMDD-****` otherwise. */
  personalNumber: z.string().nullable(),
  /** `YYYY-MM-DD`, from the personnummer. */
  birthDate: z.string().nullable(),
  /** The membership fee for the current financial year (SEK), null when it cannot be computed. */
  feeSek: z.number().int().nullable(),
  /** Has an account (signs in): a change of their e-mail address then waits for their own confirmation. */
  hasAccount: z.boolean(),
  memberships: z.array(z.object({ id: z.number().int(), year: z.number().int(), status: z.enum(MEMBERSHIP_STATUSES) })),
});
export type TFamilyMember = z.infer<typeof ZFamilyMember>;

/** GET /api/member/family and GET /api/admin/family/:givenId. */
export const ZFamilyProfile = z.object({
  familyNumber: z.string(),
  /** The financial year the server's clock is in (renewals go to it). */
  currentFinancialYear: z.number().int(),
  address: z.object({
    streetAddress: z.string().nullable(),
    city: z.string().nullable(),
    postalCode: z.string().nullable(),
    country: z.string().nullable(),
  }),
  members: z.array(ZFamilyMember),
  /** The viewer's own settings (for the board: the registrant's). */
  preferences: ZPreferences,
  closureRequestedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TFamilyProfile = z.infer<typeof ZFamilyProfile>;

/** POST /api/member/QRCode?ids=0042A,0042B */
export const ZRenewalQuery = z.object({ ids: z.string().min(1).max(200) });

/** POST /api/admin/cash-renewal: the membership of the current financial year, paid in cash. */
export const ZCashRenewal = z.object({ ok: z.literal(true), year: z.number().int(), amountSek: z.number().int() });
export type TCashRenewal = z.infer<typeof ZCashRenewal>;

/** POST /api/member/close-request: when the member asked for the account to be closed. */
export const ZClosureRequested = z.object({ ok: z.literal(true), closureRequestedAt: z.string() });
