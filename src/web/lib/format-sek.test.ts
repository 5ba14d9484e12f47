import { describe, expect, it } from 'vitest';
import { formatOre, formatSek } from './format-sek.ts';

describe('formatSek', () => {
  it('formats whole kronor per language', () => {
    expect(formatSek(58591, 'sv').replace(/\s/g, ' ')).toBe('58 591 kr');
    expect(formatSek(-9225, 'en')).toBe('-9,225 kr');
    expect(formatSek(67817.4, 'ta')).toMatch(/^67,817 kr$/);
  });
});

describe('formatOre', () => {
  it('writes kr in every language, the öre only when there are any', () => {
    expect(formatOre(120000, 'en')).toBe('1,200 kr');
    expect(formatOre(120000, 'ta')).toBe('1,200 kr');
    expect(formatOre(120000, 'sv').replace(/\s/g, ' ')).toBe('1 200 kr');
    expect(formatOre(9950, 'sv')).toBe('99,50 kr');
    expect(formatOre(9950, 'en')).toBe('99.50 kr');
    expect(formatOre(-53705, 'en')).toBe('-537.05 kr');
  });
});
