import { readFileSync } from 'node:fs';

// common-passwords.txt: 10,000 passwords, lower case; see common-passwords.generate.ts for its source.
const LIST_FILE = new URL('./common-passwords.txt', import.meta.url);

let list: Set<string> | undefined;

function commonPasswords(): Set<string> {
  list ??= new Set(
    readFileSync(LIST_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return list;
}

/** True for a password on the list, whatever its letter case ("Password1" is as weak as "password1"). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** The validation answer's field error key; the web app has its text in the accounts catalog. */
export const COMMON_PASSWORD_ERROR = 'commonPassword';
