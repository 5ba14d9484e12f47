import { MAX_ROW_ID } from '../../../shared/row-id.ts';
import type {
  TAssignLine,
  TStatementLine,
  TStatementLines,
  TStatementTarget,
} from '../../../shared/statements.schema.ts';
import type { TExecutor, TTransaction } from '../../db/client.ts';
import type { TStatementLineRow } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { approveRenewal, decideRegistration } from '../admin/index.ts';
import { markBookingPaid } from '../bookings/index.ts';
import { mailPayer } from './payment-received.ts';
import { matchLines, type TMatch } from './statement-matcher.ts';
import type { TStatementsContext } from './statements.context.ts';
import { familyName, loadOwed, type TOwedView } from './statements-owed.ts';

const noLine = () => new HttpError(404, 'not_found', 'There is no such statement line.');
export const yearClosed = (year: number) =>
  new HttpError(409, 'year_closed', `The financial year ${year} is closed: its lines can no longer change.`, { year });

type TMatched = { line: TStatementLineRow; match: TMatch };

/** The open incoming lines, each with its match, in statement order (a later line can be a double payment). */
async function matchOpenLines(
  context: TStatementsContext,
  tx: TExecutor,
  alsoYear?: number,
): Promise<{ matched: TMatched[]; owed: TOwedView }> {
  const open = (await context.repos.statements.listLines({ status: 'open' }, tx)).filter((line) => line.amountOre > 0);
  const years = open.flatMap((line) => [line.financialYear, line.financialYear + 1]);
  if (alsoYear !== undefined) years.push(alsoYear);
  // Renewals named by year may be of any year the message says; the lines' own years cover nearly all.
  const owed = await loadOwed(context, years, tx);
  const matches = matchLines(open, owed);
  const matched = open.flatMap((line, index) => {
    const match = matches[index];
    return match ? [{ line, match }] : [];
  });
  return { matched, owed };
}

function targetsOf(
  owed: TOwedView,
  familyIds: number[],
  membershipIds: number[],
  bookingId: number | null,
): TStatementTarget[] {
  const booking = bookingId === null ? undefined : owed.bookingInfo.get(bookingId);
  if (booking && booking.familyId === null) {
    return [
      {
        familyNumber: '',
        familyName: booking.payerName,
        membershipIds: [],
        givenIds: [],
        bookingId,
        eventId: booking.eventId,
        owedOre: booking.amountOre,
      },
    ];
  }
  return familyIds.map((familyId) => {
    const info = owed.familyInfo.get(familyId);
    const mine = membershipIds.filter(
      (id) => owed.membershipOwner.get(id) && info?.people.includes(owed.membershipOwner.get(id)!),
    );
    const owedOre = owed.families
      .find((family) => family.familyId === familyId)
      ?.memberships.filter((m) => mine.includes(m.membershipId))
      .reduce((total, m) => total + m.amountOre, 0);
    return {
      familyNumber: info?.number ?? '',
      familyName: info ? familyName(info.people) : '',
      membershipIds: mine,
      givenIds: mine.map((id) => owed.membershipOwner.get(id)?.givenId ?? ''),
      bookingId: booking && booking.familyId === familyId ? booking.bookingId : null,
      eventId: booking && booking.familyId === familyId ? booking.eventId : null,
      owedOre: booking && booking.familyId === familyId ? booking.amountOre : (owedOre ?? 0),
    };
  });
}

function lineAnswer(line: TStatementLineRow, closed: Set<number>) {
  return {
    id: line.id,
    bookedOn: line.bookedOn,
    amountOre: line.amountOre,
    text: line.text,
    payer: line.payer,
    financialYear: line.financialYear,
    status: line.status,
    category: line.category,
    yearClosed: closed.has(line.financialYear),
  };
}

/** The open lines with their matches, and the confirmed lines of one financial year. */
export async function statementLines(context: TStatementsContext, year: number): Promise<TStatementLines> {
  const repo = context.repos.statements;
  const { matched, owed } = await matchOpenLines(context, context.db, year);
  const closed = await repo.closedYears();
  const open: TStatementLine[] = matched.map(({ line, match }) => ({
    ...lineAnswer(line, closed),
    certainty: match.certainty,
    reason: match.reason,
    payment: match.payment,
    kind: match.kind,
    targets: targetsOf(owed, match.familyIds, match.membershipIds, match.bookingId),
  }));
  const confirmed = (await repo.listLines({ year }))
    .filter((line) => line.status === 'confirmed')
    .map((line): TStatementLine => ({
      ...lineAnswer(line, closed),
      certainty: 'certain',
      reason: 'no_match',
      payment: null,
      kind: line.paidBookingId !== null ? 'booking' : line.category === 'membership' ? 'renewal' : null,
      targets: targetsOf(
        owed,
        line.familyId === null ? [] : [line.familyId],
        line.approvedMembershipIds,
        line.paidBookingId,
      ),
    }));
  return { lines: [...open, ...confirmed] };
}

/** Approves what a match paid for and marks its booking paid, through the board's own services. */
async function applyMatch(
  context: TStatementsContext,
  tx: TTransaction,
  actorId: number,
  line: TStatementLineRow,
  match: TMatch,
  owed: TOwedView,
) {
  // The admin and bookings services open their own transactions: on this one they become savepoints.
  const admin = { ...context.admin, db: tx };
  const registrations = new Set<string>();
  const approved: number[] = [];
  for (const membershipId of match.membershipIds) {
    const owner = owed.membershipOwner.get(membershipId);
    if (!owner) continue;
    if (owner.userStatus === 'pending') {
      // A family's first fee: approving the registration approves its memberships with it.
      const registrant = `${owner.givenId.slice(0, 4)}A`;
      if (!registrations.has(registrant)) await decideRegistration(admin, actorId, registrant, 'approve');
      registrations.add(registrant);
    } else await approveRenewal(admin, actorId, membershipId);
    approved.push(membershipId);
  }
  const payBooking = match.bookingId !== null && match.payment !== 'double' && match.payment !== 'partial';
  if (payBooking && match.bookingId !== null)
    await markBookingPaid(context.bookings, tx, actorId, match.bookingId, true);
  const category = match.kind === 'booking' ? 'tickets' : 'membership';
  await context.repos.statements.confirmLine(
    line.id,
    {
      category,
      familyId: match.familyIds[0] ?? null,
      eventId: match.eventId,
      approvedMembershipIds: approved,
      paidBookingId: payBooking ? match.bookingId : null,
      confirmedBy: actorId,
    },
    tx,
  );
  await mailPayer(context, tx, line, match, owed);
  await context.repos.audit.record(
    {
      actorId,
      action: 'statement.confirm',
      target: `statement-line:${line.id}`,
      details: {
        amountOre: line.amountOre,
        reason: match.reason,
        payment: match.payment,
        memberships: approved,
        bookingId: match.bookingId,
      },
    },
    tx,
  );
}

/** Confirms one matched line (certain or suggested), or every certain one when lineId is null. */
export async function confirmLines(
  context: TStatementsContext,
  actorId: number,
  lineId: number | null,
): Promise<{ confirmed: number }> {
  if (lineId !== null && lineId > MAX_ROW_ID) throw noLine();
  return context.db.transaction(async (tx) => {
    const { matched, owed } = await matchOpenLines(context, tx);
    const closed = await context.repos.statements.closedYears(tx);
    let chosen: TMatched[];
    if (lineId === null)
      chosen = matched.filter(({ match, line }) => match.certainty === 'certain' && !closed.has(line.financialYear));
    else {
      const one = matched.find(({ line }) => line.id === lineId);
      if (!one) {
        const line = await context.repos.statements.lockLine(lineId, tx);
        if (!line) throw noLine();
        throw new HttpError(409, 'not_open', 'This line is confirmed already or is not a payment to us.');
      }
      if (one.match.certainty === 'unmatched') {
        throw new HttpError(409, 'not_matched', 'This line matches nothing: put it on a family or a category by hand.');
      }
      if (closed.has(one.line.financialYear)) throw yearClosed(one.line.financialYear);
      chosen = [one];
    }
    for (const { line, match } of chosen) {
      await context.repos.statements.lockLine(line.id, tx);
      await applyMatch(context, tx, actorId, line, match, owed);
    }
    return { confirmed: chosen.length };
  });
}

/** By hand: the line paid a family's open renewal, or it is money not about members (a category). */
export async function assignLine(
  context: TStatementsContext,
  actorId: number,
  lineId: number,
  assignment: TAssignLine,
) {
  if (lineId > MAX_ROW_ID) throw noLine();
  await context.db.transaction(async (tx) => {
    const repo = context.repos.statements;
    const line = await repo.lockLine(lineId, tx);
    if (!line) throw noLine();
    if (line.status !== 'open' || line.amountOre <= 0) {
      throw new HttpError(409, 'not_open', 'This line is confirmed already or is not a payment to us.');
    }
    if (await repo.isClosed(line.financialYear, tx)) throw yearClosed(line.financialYear);
    if ('category' in assignment) {
      const values = {
        category: assignment.category,
        familyId: null,
        eventId: null,
        approvedMembershipIds: [],
        paidBookingId: null,
      };
      await repo.confirmLine(line.id, { ...values, confirmedBy: actorId }, tx);
      await context.repos.audit.record(
        {
          actorId,
          action: 'statement.categorise',
          target: `statement-line:${line.id}`,
          details: { category: assignment.category, amountOre: line.amountOre },
        },
        tx,
      );
      return;
    }
    const family = await repo.findFamilyByNumber(Number(assignment.familyNumber), tx);
    if (!family) throw new HttpError(404, 'no_family', `There is no family ${assignment.familyNumber}.`);
    const owed = await loadOwed(context, [line.financialYear, line.financialYear + 1], tx);
    const pending =
      owed.families
        .find((item) => item.familyId === family.id)
        ?.memberships.filter((m) => m.status === 'Pending' && m.year === line.financialYear) ?? [];
    const match: TMatch = {
      certainty: 'certain',
      reason: 'no_match',
      payment: null,
      kind: 'renewal',
      familyIds: [family.id],
      membershipIds: pending.map((m) => m.membershipId),
      bookingId: null,
      eventId: null,
      owedOre: 0,
    };
    await applyMatch(context, tx, actorId, line, match, owed);
  });
}

/** Takes a confirmation back: the approvals and the booking's payment it made, until the year is closed. */
export async function undoLine(context: TStatementsContext, actorId: number, lineId: number) {
  if (lineId > MAX_ROW_ID) throw noLine();
  await context.db.transaction(async (tx) => {
    const repo = context.repos.statements;
    const line = await repo.lockLine(lineId, tx);
    if (!line) throw noLine();
    if (line.status !== 'confirmed') throw new HttpError(409, 'not_confirmed', 'This line is not confirmed.');
    if (await repo.isClosed(line.financialYear, tx)) throw yearClosed(line.financialYear);
    await context.repos.memberships.reopen(line.approvedMembershipIds, tx);
    if (line.paidBookingId !== null) await markBookingPaid(context.bookings, tx, actorId, line.paidBookingId, false);
    await repo.reopenLine(line.id, tx);
    await context.repos.audit.record(
      {
        actorId,
        action: 'statement.undo',
        target: `statement-line:${line.id}`,
        details: { category: line.category, memberships: line.approvedMembershipIds, bookingId: line.paidBookingId },
      },
      tx,
    );
  });
}
