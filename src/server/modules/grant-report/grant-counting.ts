// How the municipality's grant counts sessions and participants, as pure functions over the rows
// the report reads: no database, so every rule is a line in a table of unit tests.
import { minutesBetween } from '../../../shared/activity-schedule.ts';
import type { TGrantRules } from '../../../shared/grant-rules.schema.ts';
import {
  ageGroupOf,
  GRANT_AGE_GROUP_IDS,
  type TGroupCounts,
  type TParticipantStatus,
  type TSessionReason,
} from '../../../shared/grant-report.schema.ts';
import type { TGender } from '../../../shared/member-values.ts';

/** A member's birth date from the personnummer, or a guest's birth year alone; null when unknown. */
export type TBirth = { year: number; month?: number; day?: number } | null;

export type TPersonIn = {
  /** The same person has the same key in every session: `u:<user id>`, or per guest entry. */
  key: string;
  name: string;
  guest: boolean;
  birth: TBirth;
  gender: TGender | null;
};

export type TSessionIn = {
  id: number;
  activityId: number;
  day: string;
  startTime: string;
  endTime: string;
  confirmed: boolean;
  leader: { name: string; birth: TBirth } | null;
  /** The people ticked present. */
  present: TPersonIn[];
};

export type TParticipantOut = {
  name: string;
  guest: boolean;
  age: number | null;
  gender: TGender | null;
  status: TParticipantStatus;
};

export type TSessionOut = {
  id: number;
  activityId: number;
  day: string;
  startTime: string;
  endTime: string;
  minutes: number;
  leader: string | null;
  counts: boolean;
  reasons: TSessionReason[];
  counted: number;
  participants: TParticipantOut[];
};

/**
 * Age in whole years on a YYYY-MM-DD day. With the whole birth date: birthdays passed. With the
 * birth year alone (a guest): the age the person reaches that year, the only one the year tells.
 */
export function ageOnDay(birth: TBirth, day: string): number | null {
  if (!birth) return null;
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  if (birth.month === undefined || birth.day === undefined) return year - birth.year;
  const passed = month > birth.month || (month === birth.month && date >= birth.day);
  return year - birth.year - (passed ? 0 : 1);
}

function sessionReasons(session: TSessionIn, rules: TGrantRules, minutes: number): TSessionReason[] {
  const reasons: TSessionReason[] = [];
  if (!session.confirmed) reasons.push('notConfirmed');
  if (minutes < rules.minMinutes) reasons.push('tooShort');
  if (!session.leader) reasons.push('noLeader');
  else {
    const leaderAge = ageOnDay(session.leader.birth, session.day);
    if (leaderAge === null) reasons.push('leaderAgeUnknown');
    else if (leaderAge < rules.minLeaderAge) reasons.push('leaderTooYoung');
  }
  return reasons;
}

const order = (a: TSessionIn, b: TSessionIn) =>
  a.day.localeCompare(b.day) || a.startTime.localeCompare(b.startTime) || a.id - b.id;

/**
 * Counts each session by the rules. A session counts when it is confirmed, lasts the minimum, has
 * a leader old enough and at least the minimum of present people whose age on that day is in the
 * band. With one count per person and day, sessions are taken in the day's order: someone counted
 * in an earlier counting session that day is not counted again (nor towards the later minimum).
 */
export function countSessions(sessions: readonly TSessionIn[], rules: TGrantRules): TSessionOut[] {
  const countedOn = new Set<string>();
  return [...sessions].sort(order).map((session) => {
    const minutes = minutesBetween(session.startTime, session.endTime);
    const reasons = sessionReasons(session, rules, minutes);
    const people = session.present.map((person) => {
      const age = ageOnDay(person.birth, session.day);
      const status: TParticipantStatus =
        age === null
          ? 'ageUnknown'
          : age < rules.minAge || age > rules.maxAge
            ? 'outsideBand'
            : rules.oncePerDay && countedOn.has(`${session.day}|${person.key}`)
              ? 'countedEarlierToday'
              : 'counts';
      return { person, age, status };
    });
    const eligible = people.filter((entry) => entry.status === 'counts');
    if (eligible.length < rules.minParticipants) reasons.push('tooFewParticipants');
    const counts = reasons.length === 0;
    if (counts) for (const entry of eligible) countedOn.add(`${session.day}|${entry.person.key}`);
    return {
      id: session.id,
      activityId: session.activityId,
      day: session.day,
      startTime: session.startTime,
      endTime: session.endTime,
      minutes,
      leader: session.leader?.name ?? null,
      counts,
      reasons,
      counted: counts ? eligible.length : 0,
      participants: people.map(({ person, age, status }) => ({
        name: person.name,
        guest: person.guest,
        age,
        gender: person.gender,
        status: status === 'counts' && !counts ? 'sessionDoesNotCount' : status,
      })),
    };
  });
}

/** People by age group and gender: a row per group, in the municipality's order. */
export function groupCounts(people: readonly { age: number; gender: TGender | null }[]): TGroupCounts {
  const rows = GRANT_AGE_GROUP_IDS.map((ageGroup) => ({ ageGroup, male: 0, female: 0, unknown: 0 }));
  for (const person of people) {
    const row = rows.find((candidate) => candidate.ageGroup === ageGroupOf(person.age));
    if (row) row[person.gender ?? 'unknown'] += 1;
  }
  return rows;
}

/** The participant-times a set of counted sessions adds up to, by age group and gender. */
export function countedPeople(sessions: readonly TSessionOut[]): { age: number; gender: TGender | null }[] {
  return sessions.flatMap((session) =>
    session.participants.flatMap((person) =>
      person.status === 'counts' && person.age !== null ? [{ age: person.age, gender: person.gender }] : [],
    ),
  );
}
