// What other modules may use of admin: a CSV cell that a spreadsheet cannot run as a formula.
export { csvCell } from './members-csv.ts';
