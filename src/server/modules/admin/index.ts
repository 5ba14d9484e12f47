// What other modules may use of admin: a CSV cell that a spreadsheet cannot run as a formula.
export { csvCell } from './members-csv.ts';
// The board's approvals, so a payment confirmed from a statement approves exactly as the button does.
export { decideRegistration, type TAdminContext } from './admin-actions.service.ts';
export { approveRenewal } from './renewal-approvals.service.ts';
