// What other modules may use of the audit log: recording a board action, in its transaction.
export { createAuditRepo, type TAuditRepo, type TAuditRow } from './audit.repo.ts';
