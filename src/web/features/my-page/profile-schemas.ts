import { lazySchema } from '../../lib/lazy-schema.ts';

// The members' page's forms check with the shared profile schemas, fetched once a form is on screen.
const profileSchemas = () => import('../../../shared/profile.schema.ts');

export const PROFILE_SELF_SCHEMA = lazySchema(profileSchemas, (schemas) => schemas.ZProfileSelf);
export const ADDRESS_SCHEMA = lazySchema(profileSchemas, (schemas) => schemas.ZAddressSelf);
export const SPOUSE_SCHEMA = lazySchema(profileSchemas, (schemas) => schemas.ZSpouseSelf);
export const KID_SCHEMA = lazySchema(profileSchemas, (schemas) => schemas.ZKidSelf);
export const CLOSURE_CONFIRMATION_SCHEMA = lazySchema(profileSchemas, (schemas) => schemas.ZClosureConfirmation);
