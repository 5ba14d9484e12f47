import { describe, expect, it } from 'vitest';
import { GRANT_RULE_DEFAULTS, type TGrantRules } from '../../../shared/grant-rules.schema.ts';
import { ageOnDay, countSessions, groupCounts, type TPersonIn, type TSessionIn } from './grant-counting.ts';

const RULES: TGrantRules = { ...GRANT_RULE_DEFAULTS };
const born = (year: number, month = 1, day = 1) => ({ year, month, day });
const kid = (key: string, year = 2014): TPersonIn => ({
  key,
  name: key,
  guest: false,
  birth: born(year, 3, 15),
  gender: 'female',
});
const kids = (count: number, prefix = 'k') => Array.from({ length: count }, (_, index) => kid(`${prefix}${index}`));

function session(overrides: Partial<TSessionIn> = {}): TSessionIn {
  return {
    id: 1,
    activityId: 1,
    day: '2025-03-01',
    startTime: '10:00',
    endTime: '11:00',
    confirmed: true,
    leader: { name: 'Leader', birth: born(1990) },
    present: kids(3),
    ...overrides,
  };
}

describe('ageOnDay', () => {
  it.each([
    { birth: born(2014, 3, 15), day: '2025-03-14', age: 10 },
    { birth: born(2014, 3, 15), day: '2025-03-15', age: 11 },
    { birth: { year: 2014 }, day: '2025-01-01', age: 11 },
    { birth: null, day: '2025-01-01', age: null },
  ])('born $birth, on $day: $age', ({ birth, day, age }) => {
    expect(ageOnDay(birth, day)).toBe(age);
  });
});

describe('countSessions: one session', () => {
  const cases: {
    name: string;
    session: TSessionIn;
    rules?: Partial<TGrantRules>;
    counts: boolean;
    reasons: string[];
  }[] = [
    { name: 'confirmed, 60 minutes, 3 kids, adult leader', session: session(), counts: true, reasons: [] },
    { name: 'not confirmed', session: session({ confirmed: false }), counts: false, reasons: ['notConfirmed'] },
    { name: '59 minutes', session: session({ endTime: '10:59' }), counts: false, reasons: ['tooShort'] },
    { name: 'two kids', session: session({ present: kids(2) }), counts: false, reasons: ['tooFewParticipants'] },
    { name: 'no leader', session: session({ leader: null }), counts: false, reasons: ['noLeader'] },
    {
      name: 'a leader of 14',
      session: session({ leader: { name: 'Young', birth: born(2010, 6, 1) } }),
      counts: false,
      reasons: ['leaderTooYoung'],
    },
    {
      name: 'a leader who turns 15 that day',
      session: session({ leader: { name: 'Young', birth: born(2010, 3, 1) } }),
      counts: true,
      reasons: [],
    },
    {
      name: 'a leader with no known age',
      session: session({ leader: { name: 'Who', birth: null } }),
      counts: false,
      reasons: ['leaderAgeUnknown'],
    },
    {
      name: 'three present, one aged 21',
      session: session({ present: [...kids(2), kid('old', 2003)] }),
      counts: false,
      reasons: ['tooFewParticipants'],
    },
    {
      name: 'three present, one of unknown age',
      session: session({ present: [...kids(2), { ...kid('x'), birth: null }] }),
      counts: false,
      reasons: ['tooFewParticipants'],
    },
    {
      name: 'a guest known by birth year counts',
      session: session({ present: [...kids(2), { ...kid('g'), guest: true, birth: { year: 2012 } }] }),
      counts: true,
      reasons: [],
    },
    {
      name: 'band 7-25 takes the 21-year-old',
      session: session({ present: [...kids(2), kid('old', 2003)] }),
      rules: { maxAge: 25 },
      counts: true,
      reasons: [],
    },
    {
      name: 'minimum 5 participants',
      session: session({ present: kids(4) }),
      rules: { minParticipants: 5 },
      counts: false,
      reasons: ['tooFewParticipants'],
    },
    {
      name: 'several reasons at once',
      session: session({ confirmed: false, endTime: '10:30', present: kids(1) }),
      counts: false,
      reasons: ['notConfirmed', 'tooShort', 'tooFewParticipants'],
    },
  ];
  it.each(cases)('$name', ({ session: input, rules, counts, reasons }) => {
    const [out] = countSessions([input], { ...RULES, ...rules });
    expect(out?.counts).toBe(counts);
    expect(out?.reasons).toEqual(reasons);
    expect(out?.counted).toBe(counts ? out?.participants.filter((p) => p.status === 'counts').length : 0);
  });

  it('names why each present person does or does not count', () => {
    const [out] = countSessions(
      [session({ present: [...kids(3), kid('old', 2000), { ...kid('x'), birth: null }] })],
      RULES,
    );
    expect(out?.participants.map((p) => p.status)).toEqual(['counts', 'counts', 'counts', 'outsideBand', 'ageUnknown']);
    expect(out?.counted).toBe(3);
  });

  it('marks the people of a session that does not count as such', () => {
    const [out] = countSessions([session({ confirmed: false })], RULES);
    expect(out?.participants.every((p) => p.status === 'sessionDoesNotCount')).toBe(true);
  });
});

describe('countSessions: one count per person and day', () => {
  const morning = session({ id: 1, activityId: 1, startTime: '09:00', endTime: '10:00', present: kids(3) });
  const afternoon = session({ id: 2, activityId: 2, startTime: '14:00', endTime: '15:00', present: kids(4) });

  it('counts a person once a day across activities, in the order of the day', () => {
    // Given in the wrong order: the morning still counts first.
    const [first, second] = countSessions([afternoon, morning], RULES);
    expect(first).toMatchObject({ id: 1, counts: true, counted: 3 });
    // Only k3 is new in the afternoon: one is too few.
    expect(second).toMatchObject({ id: 2, counts: false, reasons: ['tooFewParticipants'] });
    expect(second?.participants.filter((p) => p.status === 'countedEarlierToday')).toHaveLength(3);
  });

  it('counts them again in every session when the rule is off', () => {
    const out = countSessions([morning, afternoon], { ...RULES, oncePerDay: false });
    expect(out.map((s) => s.counted)).toEqual([3, 4]);
  });

  it('lets a person count later that day when the earlier session did not count', () => {
    const out = countSessions([{ ...morning, confirmed: false }, afternoon], RULES);
    expect(out.map((s) => s.counted)).toEqual([0, 4]);
  });

  it('counts the same person again on another day', () => {
    const out = countSessions([morning, { ...morning, id: 3, day: '2025-03-08' }], RULES);
    expect(out.map((s) => s.counted)).toEqual([3, 3]);
  });
});

describe('groupCounts', () => {
  it('puts each age in its group and gender, and ages outside every group under other', () => {
    const rows = groupCounts([
      { age: 7, gender: 'female' },
      { age: 12, gender: 'male' },
      { age: 13, gender: null },
      { age: 20, gender: 'male' },
      { age: 25, gender: 'female' },
      { age: 6, gender: 'female' },
      { age: 40, gender: 'male' },
    ]);
    expect(rows).toEqual([
      { ageGroup: '7-12', male: 1, female: 1, unknown: 0 },
      { ageGroup: '13-16', male: 0, female: 0, unknown: 1 },
      { ageGroup: '17-20', male: 1, female: 0, unknown: 0 },
      { ageGroup: '21-25', male: 0, female: 1, unknown: 0 },
      { ageGroup: 'other', male: 1, female: 1, unknown: 0 },
    ]);
  });
});
