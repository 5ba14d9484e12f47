import type { TGrantRules } from '../../../shared/grant-rules.schema.ts';
import { ageGroupOf, type TGrantReport } from '../../../shared/grant-report.schema.ts';
import type { TGrantPeriod } from '../../../shared/grant-period.ts';
import { financialYearOf } from '../../../shared/financial-year.ts';
import { birthDateOf } from '../../../shared/personnummer.ts';
import { ageOnDay, countedPeople, countSessions, groupCounts, type TBirth, type TSessionIn } from './grant-counting.ts';
import type { TGrantReportContext } from './grant-report.context.ts';
import { grantReportCsv, grantReportFileName } from './grant-report-csv.ts';

const birthOf = (personalNumber: string | null): TBirth =>
  personalNumber === null ? null : birthDateOf(personalNumber);
const nameOf = (person: { firstName: string | null; lastName: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');

type TRepo = TGrantReportContext['repos']['grantReport'];

/** The period's sessions as the counting rules read them: who led, who was ticked present. */
async function sessionsOfPeriod(repo: TRepo, period: TGrantPeriod) {
  const sessions = await repo.sessionsBetween(period.from, period.to);
  const present = await repo.presentIn(sessions.map((session) => session.id));
  const input: TSessionIn[] = sessions.map((session) => ({
    id: session.id,
    activityId: session.activityId,
    day: session.day,
    startTime: session.startTime,
    endTime: session.endTime,
    confirmed: session.confirmedAt !== null,
    leader:
      session.leaderFirstName === null
        ? null
        : {
            name: nameOf({ firstName: session.leaderFirstName, lastName: session.leaderLastName }),
            birth: birthOf(session.leaderPersonalNumber),
          },
    present: present
      .filter((row) => row.sessionId === session.id)
      .map((row) =>
        row.userId !== null
          ? {
              key: `u:${row.userId}`,
              name: nameOf(row),
              guest: false,
              birth: birthOf(row.personalNumber),
              gender: row.gender,
            }
          : {
              // A guest has no identity across sessions: each entry is its own person.
              key: `g:${row.sessionId}:${row.guestKey ?? ''}`,
              name: row.guestName ?? '',
              guest: true,
              birth: row.guestBirthYear === null ? null : { year: row.guestBirthYear },
              gender: row.guestGender,
            },
      ),
  }));
  return { sessions, input };
}

/** The members of the period's last year, aged on its 31 December, with group and town. */
async function membersOnYearEnd(
  repo: TRepo,
  period: TGrantPeriod,
  rules: TGrantRules,
): Promise<TGrantReport['members']> {
  const year = Number(period.to.slice(0, 4));
  const on = `${year}-12-31`;
  const rows = await repo.membersOfYear(financialYearOf(new Date(year, 11, 31)));
  const list = rows.flatMap((row) => {
    const age = ageOnDay(birthOf(row.personalNumber), on);
    if (age === null) return [];
    const inBand = age >= rules.minAge && age <= rules.maxAge;
    return [{ name: nameOf(row), age, ageGroup: ageGroupOf(age), inBand, gender: row.gender, city: row.city }];
  });
  const cities = new Map<string | null, number>();
  for (const member of list) cities.set(member.city, (cities.get(member.city) ?? 0) + 1);
  return {
    on,
    inBand: list.filter((member) => member.inBand).length,
    byAgeGroup: groupCounts(list),
    byCity: [...cities]
      .map(([city, count]) => ({ city, count }))
      .sort((a, b) => b.count - a.count || (a.city ?? '').localeCompare(b.city ?? '')),
    list,
  };
}

/**
 * The municipality's grant report for a period: per activity each session, whether it counts and
 * why not, who counts; the totals by age group and gender; and the members on 31 December.
 */
export async function grantReport(context: TGrantReportContext, period: TGrantPeriod): Promise<TGrantReport> {
  const repo = context.repos.grantReport;
  const rules = context.rules();
  const { sessions, input } = await sessionsOfPeriod(repo, period);
  const counted = countSessions(input, rules);
  const activityIds = [...new Set(sessions.map((session) => session.activityId))];
  const leaders = await repo.leadersOf(activityIds);
  const activities = activityIds.map((id) => {
    const first = sessions.find((session) => session.activityId === id);
    const own = counted.filter((session) => session.activityId === id);
    const countedOwn = own.filter((session) => session.counts);
    return {
      id,
      name: { ta: first?.nameTa ?? '', en: first?.nameEn ?? '', sv: first?.nameSv ?? '' },
      leaders: leaders.filter((leader) => leader.activityId === id).map(nameOf),
      sessions: own.map(({ activityId: _activityId, ...session }) => session),
      countedSessions: countedOwn.length,
      participantTimes: countedOwn.reduce((sum, session) => sum + session.counted, 0),
      byAgeGroup: groupCounts(countedPeople(countedOwn)),
    };
  });
  activities.sort((a, b) => a.name.en.localeCompare(b.name.en) || a.id - b.id);
  const countedAll = counted.filter((session) => session.counts);
  const { association } = context;
  return {
    period: { from: period.from, to: period.to },
    rules,
    association: {
      name: { ta: association.name.ta, en: association.name.en, sv: association.name.sv },
      organisationNumber: association.organisationNumber,
    },
    activities,
    totals: {
      countedSessions: countedAll.length,
      sessionsNotCounted: counted.length - countedAll.length,
      participantTimes: countedAll.reduce((sum, session) => sum + session.counted, 0),
      byAgeGroup: groupCounts(countedPeople(countedAll)),
    },
    members: await membersOnYearEnd(repo, period, rules),
  };
}

/** The report as the CSV file the board downloads. */
export async function grantReportCsvFile(
  context: TGrantReportContext,
  period: TGrantPeriod,
): Promise<{ csv: string; fileName: string }> {
  const report = await grantReport(context, period);
  return { csv: grantReportCsv(report), fileName: grantReportFileName(report) };
}
