import type { TAppBasics } from '../../app-basics.ts';
import type { TOutboxRepo } from '../../mail/outbox.repo.ts';
import type { TUsersRepo } from '../accounts/index.ts';
import type { TAuditRepo } from '../audit/index.ts';
import type { createMembershipsRepo } from '../members/index.ts';
import type { TRenewalRemindersRepo } from './renewal-reminders.repo.ts';

/** What renewals and their reminders run on, made once per app. */
export type TMembershipContext = TAppBasics & {
  repos: {
    memberships: ReturnType<typeof createMembershipsRepo>;
    users: TUsersRepo;
    reminders: TRenewalRemindersRepo;
    outbox: TOutboxRepo;
    audit: TAuditRepo;
  };
};
