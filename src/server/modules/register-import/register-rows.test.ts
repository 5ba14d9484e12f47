import { describe, expect, it } from 'vitest';
import { guessMapping, isComplete } from './register-columns.ts';
import { judgeRegister } from './register-rows.ts';
import { personnummer, REGISTER_HEADER } from './register-samples.fixtures.ts';

const today = new Date('2027-05-02T10:00:00+02:00');
const nobody = { personalNumbers: new Set<string>(), emails: new Set<string>() };

function judge(rows: string[][], existing = nobody, header = REGISTER_HEADER) {
  const mapping = guessMapping(header);
  if (!isComplete(mapping, header.length)) throw new Error('incomplete mapping');
  return judgeRegister(
    { headers: header, rows: rows.map((cells, i) => ({ line: i + 2, cells })) },
    mapping,
    today,
    existing,
  );
}

const adult = (name: string, serial: number, street = 'Storgatan 1', email = `${name}@example.org`) => [
  name,
  'Kumar',
  personnummer('19800101', serial),
  email,
  '',
  street,
  '123 45',
  'Växjö',
];
const kid = (name: string, serial: number, street = 'Storgatan 1', email = '') => [
  name,
  'Kumar',
  personnummer('20150101', serial),
  email,
  '',
  street,
  '123 45',
  'Växjö',
];

describe('judging a register', () => {
  it('finds the columns by their Swedish or English names', () => {
    expect(guessMapping(['First name', 'Surname', 'Personal number', 'Email', 'Household'])).toMatchObject({
      firstName: 0,
      lastName: 1,
      personalNumber: 2,
      email: 3,
      household: 4,
      street: null,
    });
    expect(isComplete(guessMapping(['Namn', 'Personnummer']), 2)).toBe(false);
  });

  it('groups by address without a household column, adults first, and keeps a clean household', () => {
    const { rows, households } = judge([adult('anbu', 101), kid('kavin', 102), adult('malar', 103, 'storgatan  1')]);
    expect(households).toHaveLength(1);
    expect(rows.map((row) => [row.kind, row.problems, row.importable])).toEqual([
      ['adult', [], true],
      ['kid', [], true],
      ['adult', [], true],
    ]);
  });

  it('names each kind of problem on its row and holds back the whole household', () => {
    const badCheck = personnummer('19800101', 110).replace(/\d$/, (digit) => String((Number(digit) + 1) % 10));
    const { rows } = judge([
      ['', 'Kumar', personnummer('19800101', 104), 'noname@example.org', '', 'Ett 1', '', ''],
      ['Check', 'Digit', badCheck, 'check@example.org', '', 'Två 2', '', ''],
      ['Bad', 'Format', '1980-13-45', 'format@example.org', '', 'Tre 3', '', ''],
      ['Old', 'Kid', personnummer('19700101', 105), '', '', 'Fyra 4', '', ''],
      kid('alone', 106, 'Fem 5'),
      adult('twin', 107, 'Sex 6', 'same@example.org'),
      adult('twin', 108, 'Sju 7', 'same@example.org'),
      kid('sibling', 109, 'Sex 6'),
    ]);
    expect(rows.map((row) => row.problems)).toEqual([
      ['nameMissing'],
      ['personnummerCheckDigit', 'householdNoAdult'],
      ['personnummerFormat', 'householdNoAdult'],
      ['adultWithoutEmail'],
      ['householdNoAdult'],
      ['rowEmail'],
      ['rowEmail'],
      [],
    ]);
    expect(rows[7]?.importable).toBe(false);
  });

  it('marks people already in the register, and keeps no e-mail for a kid', () => {
    const member = personnummer('19800101', 111);
    const { rows } = judge(
      [
        adult('known', 111),
        adult('mail', 112, 'Annan 2', 'taken@example.org'),
        kid('kid', 113, 'Annan 2', 'kid@example.org'),
      ],
      { personalNumbers: new Set([member]), emails: new Set(['taken@example.org']) },
    );
    expect(rows.map((row) => row.problems)).toEqual([['memberPersonnummer'], ['memberEmail'], []]);
    expect(rows[2]).toMatchObject({ email: null, emailDropped: true, kind: 'kid' });
  });

  it('uses the household column when there is one, and refuses a third adult', () => {
    const header = [...REGISTER_HEADER, 'Hushåll'];
    const { households } = judge(
      [
        [...adult('a', 120, 'X 1'), 'H1'],
        [...adult('b', 121, 'Y 2'), 'h1'],
        [...adult('c', 122, 'Z 3'), 'H1'],
        [...adult('d', 123, 'X 1'), 'H2'],
      ],
      nobody,
      header,
    );
    expect(households.map((household) => household.rows.map((row) => row.problems))).toEqual([
      [['householdTooManyAdults'], ['householdTooManyAdults'], ['householdTooManyAdults']],
      [[]],
    ]);
  });
});
