// Test people: unique names and personnummers that pass the Luhn check, so every spec can make
// its own data without colliding with another running at the same time.

/** The Luhn check digit of the 9 digits YYMMDD + serial, as Skatteverket computes it. */
export function luhnDigit(nineDigits: string): number {
  let sum = 0;
  for (let i = 0; i < nineDigits.length; i++) {
    const product = Number(nineDigits[i]) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

let serialCounter = Math.floor(Math.random() * 900);

/** A valid personnummer for someone `age` years old today (born a few days after today's date). */
export function personnummer(age = 40): string {
  const now = new Date();
  const birth = new Date(now.getFullYear() - age - 1, now.getMonth(), now.getDate() + 3 + (serialCounter % 20));
  const ymd = `${birth.getFullYear()}${String(birth.getMonth() + 1).padStart(2, '0')}${String(birth.getDate()).padStart(2, '0')}`;
  serialCounter = (serialCounter + 1) % 1000;
  const serial = String(serialCounter).padStart(3, '0');
  return `${ymd}-${serial}${luhnDigit(ymd.slice(2) + serial)}`;
}

/** The digits as letters (0 -> a, 1 -> b, ...): names must not carry digits to look like names. */
export function lettersOf(digits: string | number): string {
  return [...String(digits)].map((digit) => String.fromCharCode(97 + Number(digit))).join('');
}

/** Letters only, unique per call. */
export function uniqueWord(): string {
  return lettersOf(`${Date.now()}${Math.floor(Math.random() * 1000)}`);
}
