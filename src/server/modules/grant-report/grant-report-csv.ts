import type { TGrantActivity, TGrantReport, TGroupCounts } from '../../../shared/grant-report.schema.ts';
import { csvCell } from '../admin/index.ts';

const yesNo = (value: boolean) => (value ? 'yes' : 'no');
const GROUP_HEAD = ['Age group', 'Female', 'Male', 'Gender unknown'];
const SESSION_HEAD = [
  'Activity',
  'Date',
  'Start',
  'End',
  'Minutes',
  'Leader',
  'Counts',
  'Why not',
  'Participants counted',
  'Present',
  'Who counts',
];

const groupRows = (rows: TGroupCounts, first: string[] = []) =>
  rows.map((row) => [...first, row.ageGroup, String(row.female), String(row.male), String(row.unknown)]);

/**
 * One activity as the printed report shows it: its leaders and figures, a line per session (whether
 * it counts, why not, who counts), then its counted participants by age group and gender. Every line
 * of its tables starts with the activity's name, so a spreadsheet's filter keeps an activity together.
 */
function activityRows(activity: TGrantActivity): string[][] {
  const name = activity.name.sv;
  return [
    [],
    ['Activity', name],
    ['Leaders', activity.leaders.join(', ')],
    ['Counted sessions', String(activity.countedSessions)],
    ['Participant-times', String(activity.participantTimes)],
    SESSION_HEAD,
    ...activity.sessions.map((session) => [
      name,
      session.day,
      session.startTime,
      session.endTime,
      String(session.minutes),
      session.leader ?? '',
      yesNo(session.counts),
      session.reasons.join(' '),
      String(session.counted),
      String(session.participants.length),
      session.participants
        .filter((person) => person.status === 'counts')
        .map((person) => (person.age === null ? person.name : `${person.name} (${person.age})`))
        .join(', '),
    ]),
    ['Activity', ...GROUP_HEAD],
    ...groupRows(activity.byAgeGroup, [name]),
  ];
}

/**
 * The report as one CSV for the municipality's form, with everything the printed report shows: per
 * activity its sessions and its counts by age group and gender, the totals, and the members on
 * 31 December by age group and by town, then each member. Semicolons and a BOM, as the finance export
 * writes them, so Swedish spreadsheets split the columns and read Tamil names right.
 */
export function grantReportCsv(report: TGrantReport): string {
  const { rules, totals, members } = report;
  const rows: string[][] = [
    [`Grant report ${report.period.from} – ${report.period.to}`],
    [report.association.name.sv, report.association.organisationNumber],
    [
      'Rules',
      `ages ${rules.minAge}-${rules.maxAge}`,
      `at least ${rules.minParticipants} participants`,
      `at least ${rules.minMinutes} minutes`,
      `leader at least ${rules.minLeaderAge}`,
      rules.oncePerDay ? 'once per person and day' : 'every session',
    ],
    ...report.activities.flatMap(activityRows),
    [],
    ['Counted sessions', String(totals.countedSessions)],
    ['Sessions not counted', String(totals.sessionsNotCounted)],
    ['Participant-times', String(totals.participantTimes)],
    GROUP_HEAD,
    ...groupRows(totals.byAgeGroup),
    [],
    [`Members on ${members.on}`, String(members.list.length)],
    [`Members aged ${rules.minAge}-${rules.maxAge}`, String(members.inBand)],
    GROUP_HEAD,
    ...groupRows(members.byAgeGroup),
    [],
    ['Town', 'Members'],
    ...members.byCity.map((row) => [row.city ?? '', String(row.count)]),
    [],
    ['Name', 'Age', 'Age group', 'In the age band', 'Gender', 'Town'],
    ...members.list.map((member) => [
      member.name,
      String(member.age),
      member.ageGroup,
      yesNo(member.inBand),
      member.gender ?? '',
      member.city ?? '',
    ]),
  ];
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;
}

export const grantReportFileName = (report: TGrantReport) =>
  `grant-report-${report.period.from}-${report.period.to}.csv`;
