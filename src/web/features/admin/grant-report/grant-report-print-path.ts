import type { TGrantPeriod } from '../../../../shared/grant-period.ts';

/** The printable report of a period: its own address, so a board member can open, print or keep it. */
export const grantReportPrintPath = ({ from, to }: TGrantPeriod) => `/admingrantreport/${from}/${to}`;
