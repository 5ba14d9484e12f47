import { TERMS_VERSION } from '../../../src/shared/registration-terms.ts';
import { lettersOf, luhnDigit } from '../../../tests/e2e/helpers/people.ts';

// Unique, valid people for registrations: names of letters only, personnummers passing the Luhn check.

let counter = 0;
const runTag = `${Date.now().toString(36)}${process.pid.toString(36)}`;

/** Someone born in 1985 on a day and serial taken from the counter. */
function personnummer(n: number): string {
  const day = new Date(Date.UTC(1985, 0, 1 + (n % 360)));
  const ymd = day.toISOString().slice(0, 10).replaceAll('-', '');
  const serial = String(Math.floor(n / 360) % 1000).padStart(3, '0');
  return `${ymd}-${serial}${luhnDigit(ymd.slice(2) + serial)}`;
}

/** A one-person family registration with an e-mail no other call of this process used. */
export function registrationBody(prefix = 'bench'): { email: string; body: string } {
  counter += 1;
  const email = `${prefix}.${runTag}.${counter}@example.org`;
  const body = JSON.stringify({
    self: {
      firstName: 'Selvi',
      lastName: `Kannan${lettersOf(counter)}`,
      personalNumber: personnummer(counter),
      email,
      accept: TERMS_VERSION,
    },
    language: 'en',
  });
  return { email, body };
}
