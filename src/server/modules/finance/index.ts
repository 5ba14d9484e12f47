// What other modules may use of finance: the yearly reports as the board keeps them.
export { adminReports, saveFigures, type TFinanceContext } from './finance.service.ts';
