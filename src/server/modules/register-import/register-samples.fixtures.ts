// Registers for the import's tests: valid personnummer made with their check digit.

/** A valid personnummer for the birth date (YYYYMMDD) and a three-digit serial. */
export function personnummer(birthDate: string, serial: number): string {
  const short = `${birthDate.slice(2)}${String(serial).padStart(3, '0')}`;
  let sum = 0;
  for (let i = 0; i < short.length; i++) {
    const product = Number(short[i]) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return `${birthDate}-${short.slice(6)}${(10 - (sum % 10)) % 10}`;
}

export const REGISTER_HEADER = [
  'Förnamn',
  'Efternamn',
  'Personnummer',
  'E-post',
  'Telefon',
  'Adress',
  'Postnummer',
  'Ort',
];

/** `count` households of two adults and a kid at their own address, unique by `tag`. */
export function householdRows(count: number, tag: string, firstSerial = 100): string[][] {
  const rows: string[][] = [];
  for (let i = 0; i < count; i++) {
    const serial = firstSerial + i;
    const street = `${tag}vägen ${i + 1}`;
    rows.push([
      'Anbu',
      `${tag}${i}`,
      personnummer('19800101', serial),
      `${tag}.${i}.a@example.org`,
      '0701234567',
      street,
      '123 45',
      'Växjö',
    ]);
    rows.push([
      'Malar',
      `${tag}${i}`,
      personnummer('19820202', serial),
      `${tag}.${i}.b@example.org`,
      '',
      street,
      '123 45',
      'Växjö',
    ]);
    rows.push(['Kavin', `${tag}${i}`, personnummer('20150303', serial), '', '', street, '123 45', 'Växjö']);
  }
  return rows;
}

export const csvOf = (rows: readonly (readonly string[])[]) => rows.map((row) => row.join(';')).join('\n');
