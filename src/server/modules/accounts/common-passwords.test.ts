import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCommonPasswords } from './common-passwords.generate.ts';
import { isCommonPassword } from './common-passwords.ts';

describe('the common-password list', () => {
  it('ships 10,000 distinct lower-case entries, exactly what the generator makes', () => {
    const shipped = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .trimEnd()
      .split('\n');
    expect(shipped).toHaveLength(10_000);
    expect(new Set(shipped).size).toBe(10_000);
    expect(shipped.every((entry) => entry === entry.toLowerCase())).toBe(true);
    expect(shipped).toEqual(buildCommonPasswords());
  });

  it('knows the usual suspects in any letter case, and not a good password', () => {
    for (const password of ['123456', 'Password1', 'QWERTY123', 'iloveyou', 'Sommar2024', 'chennai123', 'P@ssw0rd']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    expect(isCommonPassword('Kolam-Pattern-42')).toBe(false);
  });
});
