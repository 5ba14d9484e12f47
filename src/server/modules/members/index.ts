// What other modules may use of members: families, their people and memberships.
export { createFamiliesRepo } from './families.repo.ts';
export { createMembershipsRepo } from './memberships.repo.ts';
export { familyOfUser } from './profile.service.ts';
