import { financialYearLabel } from '../../../shared/financial-year-label.ts';
import { toLanguage } from '../../../shared/languages.ts';
import type { TStatementCategory, TYearFigures } from '../../../shared/statements.schema.ts';
import { HttpError } from '../../http/errors.ts';
import { csvCell } from '../admin/index.ts';
import { adminReports, saveFigures } from '../finance/index.ts';
import { paymentReminderMail, type TPaidFor } from './payment-mails.template.ts';
import type { TStatementsContext } from './statements.context.ts';
import { familyName, familyRecipient, loadOwed } from './statements-owed.ts';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Money in by category from the confirmed lines, money out, and what is still owed. */
export async function yearFigures(context: TStatementsContext, year: number): Promise<TYearFigures> {
  const repo = context.repos.statements;
  const lines = await repo.listLines({ year });
  const confirmed = lines.filter((line) => line.status === 'confirmed' && line.amountOre > 0);
  const groups = new Map<string, { category: TStatementCategory; eventId: number | null; amountOre: number }>();
  for (const line of confirmed) {
    const category = line.category ?? 'other';
    const eventId = category === 'tickets' ? line.eventId : null;
    const key = `${category}:${eventId ?? ''}`;
    const group = groups.get(key) ?? { category, eventId, amountOre: 0 };
    group.amountOre += line.amountOre;
    groups.set(key, group);
  }
  const names = await repo.eventNames(
    [...groups.values()].flatMap((group) => (group.eventId === null ? [] : [group.eventId])),
  );
  const owed = await loadOwed(context, [year], context.db);
  const owedRenewals = owed.families
    .map((family) => ({ family, pending: family.memberships.filter((m) => m.status === 'Pending' && m.year === year) }))
    .filter(({ pending }) => pending.length > 0)
    .map(({ family, pending }) => ({
      familyNumber: family.number,
      familyName: familyName(owed.familyInfo.get(family.familyId)?.people ?? []),
      givenIds: pending.map((m) => m.givenId),
      owedOre: sum(pending.map((m) => m.amountOre)),
    }));
  const owedBookings = owed.bookings
    .filter((booking) => !booking.paid)
    .map((booking) => ({
      bookingId: booking.bookingId,
      eventTitle: owed.bookingInfo.get(booking.bookingId)?.eventName ?? '',
      familyName:
        booking.familyId === null ? booking.payerName : familyName(owed.familyInfo.get(booking.familyId)?.people ?? []),
      owedOre: booking.amountOre,
    }));
  return {
    year,
    closed: await repo.isClosed(year),
    incomeOre: sum(confirmed.map((line) => line.amountOre)),
    expenseOre: -sum(lines.filter((line) => line.amountOre < 0).map((line) => line.amountOre)),
    byCategory: [...groups.values()].map((group) => ({
      ...group,
      eventTitle: group.eventId === null ? null : (names.get(group.eventId) ?? null),
    })),
    owedRenewals,
    owedBookings,
    openLines: lines.filter((line) => line.status === 'open' && line.amountOre > 0).length,
  };
}

const decimal = (ore: number) => (ore / 100).toFixed(2).replace('.', ',');

/** Every line of the year for the accountant: semicolons and decimal commas as Swedish spreadsheets read them. */
export async function yearCsv(context: TStatementsContext, year: number): Promise<string> {
  const lines = await context.repos.statements.listLines({ year });
  const names = await context.repos.statements.eventNames([
    ...new Set(lines.flatMap((line) => (line.eventId === null ? [] : [line.eventId]))),
  ]);
  const header = ['Date', 'Amount (kr)', 'Category', 'Event', 'Status', 'Text', 'Payer'];
  const rows = lines.map((line) => [
    line.bookedOn,
    line.amountOre < 0 ? 'expense' : (line.category ?? ''),
    line.eventId === null ? '' : (names.get(line.eventId) ?? ''),
    line.status,
    line.text,
    line.payer,
  ]);
  const title = `Statement lines ${financialYearLabel(year, 'en')}`;
  // Amounts are ours (digits, a minus, a decimal comma) and stay numbers; every text goes through csvCell.
  const body = rows.map((row, index) => {
    const [date = '', ...rest] = row.map(csvCell);
    return [date, decimal(lines[index]?.amountOre ?? 0), ...rest].join(';');
  });
  return `\uFEFF${[csvCell(title), header.map(csvCell).join(';'), ...body].join('\r\n')}\r\n`;
}

/** A reminder to each family that owes a renewal or a booking, at most one per family a day. */
export async function sendReminders(
  context: TStatementsContext,
  actorId: number,
  year: number,
): Promise<{ sent: number }> {
  return context.db.transaction(async (tx) => {
    const owed = await loadOwed(context, [year], tx);
    const perFamily = new Map<number, { owedOre: number; owedFor: TPaidFor[] }>();
    const add = (familyId: number, owedOre: number, item: TPaidFor) => {
      const entry = perFamily.get(familyId) ?? { owedOre: 0, owedFor: [] };
      entry.owedOre += owedOre;
      entry.owedFor.push(item);
      perFamily.set(familyId, entry);
    };
    for (const family of owed.families) {
      const pending = family.memberships.filter((m) => m.status === 'Pending' && m.year === year);
      if (pending.length === 0) continue;
      add(family.familyId, sum(pending.map((m) => m.amountOre)), {
        renewal: { year, givenIds: pending.map((m) => m.givenId) },
        eventName: null,
      });
    }
    for (const booking of owed.bookings) {
      if (booking.paid || booking.familyId === null) continue;
      add(booking.familyId, booking.amountOre, {
        renewal: null,
        eventName: owed.bookingInfo.get(booking.bookingId)?.eventName ?? '',
      });
    }
    const day = context.clock().toISOString().slice(0, 10);
    let sent = 0;
    for (const [familyId, entry] of perFamily) {
      const recipient = familyRecipient(owed.familyInfo.get(familyId)?.people ?? []);
      if (!recipient?.email) continue;
      const language = toLanguage(recipient.language);
      const content = paymentReminderMail(
        {
          association: context.association,
          firstName: recipient.firstName,
          ...entry,
          link: `${context.publicUrl}/mypage`,
        },
        language,
      );
      const mail = {
        to: recipient.email,
        kind: 'payment-reminder',
        dedupeKey: `payment-reminder:${year}:${familyId}:${day}`,
      };
      if (await context.repos.outbox.enqueue({ ...mail, ...content }, tx)) sent += 1;
    }
    await context.repos.audit.record(
      { actorId, action: 'statement.reminders', target: `fy:${year}`, details: { sent } },
      tx,
    );
    return { sent };
  });
}

/** Closes a financial year: its confirmed lines can no longer be undone or added to. */
export async function closeYear(context: TStatementsContext, actorId: number, year: number): Promise<TYearFigures> {
  await context.db.transaction(async (tx) => {
    if (!(await context.repos.statements.closeYear(year, actorId, tx))) {
      throw new HttpError(409, 'year_closed', `The financial year ${year} is closed already.`, { year });
    }
    await context.repos.audit.record({ actorId, action: 'statement.close-year', target: `fy:${year}` }, tx);
  });
  return yearFigures(context, year);
}

/** Starts the finance report draft (not published) from the year's figures; a published report stays. */
export async function startFinanceDraft(context: TStatementsContext, actorId: number, year: number) {
  const existing = (await adminReports(context.finance)).find((report) => report.year === year);
  if (existing?.published) {
    throw new HttpError(
      409,
      'report_published',
      `The finance report for ${year} is published: change it on the finance tab.`,
      { year },
    );
  }
  const figures = await yearFigures(context, year);
  const incomeSek = Math.round(figures.incomeOre / 100);
  const expenseSek = Math.round(figures.expenseOre / 100);
  return saveFigures(context.finance, actorId, year, {
    incomeSek,
    expenseSek,
    resultSek: incomeSek - expenseSek,
    published: false,
  });
}
