import type { TAppBasics } from '../../app-basics.ts';
import type { TOutboxRepo } from '../../mail/outbox.repo.ts';
import type { TAccountTokensRepo, TUsersRepo } from '../accounts/index.ts';
import type { TAuditRepo } from '../audit/index.ts';
import type { createFamiliesRepo, createMembershipsRepo } from '../members/index.ts';
import type { TRegisterImportRepo } from './register-import.repo.ts';

/** What importing the association's existing register runs on; made once per app. */
export type TRegisterImportContext = TAppBasics & {
  repos: {
    registerImports: TRegisterImportRepo;
    families: ReturnType<typeof createFamiliesRepo>;
    users: TUsersRepo;
    memberships: ReturnType<typeof createMembershipsRepo>;
    accountTokens: TAccountTokensRepo;
    outbox: TOutboxRepo;
    audit: TAuditRepo;
  };
};
