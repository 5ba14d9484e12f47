import type { TAppBasics } from '../../app-basics.ts';
import type { TOutboxRepo } from '../../mail/outbox.repo.ts';
import type { TAdminContext } from '../admin/index.ts';
import type { TAuditRepo } from '../audit/index.ts';
import type { TBookingsContext } from '../bookings/index.ts';
import type { TFinanceContext } from '../finance/index.ts';
import type { createMembershipsRepo } from '../members/index.ts';
import type { TStatementsRepo } from './statements.repo.ts';

/**
 * What the treasurer's statements run on. Approvals and payments go through the admin and bookings
 * services, so their mails and audit entries stay as when the board presses the buttons itself.
 */
export type TStatementsContext = TAppBasics & {
  repos: {
    statements: TStatementsRepo;
    memberships: ReturnType<typeof createMembershipsRepo>;
    outbox: TOutboxRepo;
    audit: TAuditRepo;
  };
  admin: TAdminContext;
  finance: TFinanceContext;
  bookings: TBookingsContext;
};
