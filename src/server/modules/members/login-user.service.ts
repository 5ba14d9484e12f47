import { toLanguage } from '../../../shared/languages.ts';
import type { TLoginUser } from '../../../shared/login-user.schema.ts';
import type { TProfileContext } from './profile.service.ts';

/** Records this login and returns the caller's profile with the login before it; undefined if the user is gone. */
export async function loginUser(context: TProfileContext, userId: number): Promise<TLoginUser | undefined> {
  const { users: usersRepo, families: familiesRepo, memberships: membershipsRepo } = context.repos;

  return context.db.transaction(async (tx) => {
    const login = await usersRepo.recordLogin(userId, tx);
    const user = login && (await usersRepo.findById(userId, tx));
    if (!login || !user) return undefined;
    const family = user.familyId === null ? undefined : await familiesRepo.findById(user.familyId, tx);
    const familyUsers = user.familyId === null ? [user] : await usersRepo.listByFamily(user.familyId, tx);
    const memberships = await membershipsRepo.listByUser(user.id, tx);

    return {
      id: user.id,
      givenId: user.givenId,
      firstName: user.firstName,
      lastName: user.lastName,
      displayName: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email,
      personalNumber: user.personalNumber,
      gender: user.gender,
      phoneNumber: user.phoneNumber,
      pic: user.pic,
      lastLogin: login.previous ? new Date(login.previous).toISOString() : null,
      role: user.role,
      familyUsers: familyUsers.map((member) => ({ id: member.id, role: member.role })),
      family: family
        ? {
            streetAddress: family.streetAddress,
            city: family.city,
            postalCode: family.postalCode,
            country: family.country,
          }
        : null,
      membership: memberships.map((row) => ({ id: row.id, userId: row.userId, year: row.year, status: row.status })),
      language: toLanguage(user.language),
    };
  });
}
