import { describe, expect, it } from 'vitest';
import { formatSek } from './format-sek.ts';

describe('formatSek', () => {
  it('formats whole kronor per language', () => {
    expect(formatSek(58591, 'sv').replace(/\s/g, ' ')).toBe('58 591 kr');
    expect(formatSek(-9225, 'en')).toBe('-9,225 kr');
    expect(formatSek(67817.4, 'ta')).toMatch(/^67,817 kr$/);
  });
});
