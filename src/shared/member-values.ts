/** The closed sets of values a member record takes, shared by the database schema and the API. */
export const USER_ROLES = ['Member', 'Admin'] as const;
export const USER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const GENDERS = ['male', 'female'] as const;
export const MEMBERSHIP_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;

export type TUserRole = (typeof USER_ROLES)[number];
export type TUserStatus = (typeof USER_STATUSES)[number];
export type TGender = (typeof GENDERS)[number];
export type TMembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];
