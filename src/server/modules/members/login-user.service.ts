import type { TExecutor } from '../../db/client.ts';
import { toLanguage } from '../../../shared/languages.ts';
import type { TLoginUser } from '../../../shared/login-user.schema.ts';
import type { TProfileContext } from './profile.service.ts';

/** The caller's profile as the session reads it; lastLogin as given. undefined if the user is gone. */
async function profileOf(context: TProfileContext, userId: number, lastLogin: Date | null, tx: TExecutor) {
  const { users: usersRepo, families: familiesRepo, memberships: membershipsRepo } = context.repos;
  const user = await usersRepo.findById(userId, tx);
  if (!user) return undefined;
  const family = user.familyId === null ? undefined : await familiesRepo.findById(user.familyId, tx);
  const familyUsers = user.familyId === null ? [user] : await usersRepo.listByFamily(user.familyId, tx);
  const memberships = await membershipsRepo.listByUser(user.id, tx);
  const profile: TLoginUser = {
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
    lastLogin: lastLogin ? new Date(lastLogin).toISOString() : null,
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
  return profile;
}

/** Records this login and returns the caller's profile with the login before it; undefined if the user is gone. */
export async function loginUser(context: TProfileContext, userId: number): Promise<TLoginUser | undefined> {
  return context.db.transaction(async (tx) => {
    const login = await context.repos.users.recordLogin(userId, tx);
    return login && profileOf(context, userId, login.previous, tx);
  });
}

/**
 * The same profile for a page rendered on the server, recording nothing: the stored last login is
 * the one the app's own call will record over and answer as "the login before".
 */
export async function readLoginUser(context: TProfileContext, userId: number): Promise<TLoginUser | undefined> {
  const user = await context.repos.users.findById(userId);
  return user && profileOf(context, userId, user.lastLogin, context.db);
}
