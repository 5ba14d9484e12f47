import { TERMS_VERSION } from '../../../src/shared/registration.schema.ts';

// Unique, valid people for registrations: names of letters only, personnummers passing the Luhn check.

function luhnDigit(nineDigits: string): number {
  let sum = 0;
  for (let i = 0; i < nineDigits.length; i++) {
    const product = Number(nineDigits[i]) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

let counter = 0;
const runTag = `${Date.now().toString(36)}${process.pid.toString(36)}`;

/** Someone born in 1985 on a day and serial taken from the counter. */
function personnummer(n: number): string {
  const day = new Date(Date.UTC(1985, 0, 1 + (n % 360)));
  const ymd = day.toISOString().slice(0, 10).replaceAll('-', '');
  const serial = String(Math.floor(n / 360) % 1000).padStart(3, '0');
  return `${ymd}-${serial}${luhnDigit(ymd.slice(2) + serial)}`;
}

function lettersOf(n: number): string {
  return [...String(n)].map((digit) => String.fromCharCode(97 + Number(digit))).join('');
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
