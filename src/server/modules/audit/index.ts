// What other modules may use of the audit log: recording a board action, in its transaction.
export { createAuditRepo } from './audit.repo.ts';
