import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { financialYearLabel } from './financial-year-label.ts';
import { SUPPORTED_LANGUAGES } from './languages.ts';

describe('financialYearLabel', () => {
  it('writes the year the way each language reads it', () => {
    expect(financialYearLabel(2024, 'ta')).toBe('நிதியாண்டு 2024–25');
    expect(financialYearLabel(2024, 'sv')).toBe('verksamhetsåret 2024/25');
    expect(financialYearLabel(2024, 'en')).toBe('FY 2024');
  });

  it('carries the end year over a century with two digits', () => {
    expect(financialYearLabel(2099, 'ta')).toBe('நிதியாண்டு 2099–00');
    expect(financialYearLabel(2008, 'sv')).toBe('verksamhetsåret 2008/09');
  });

  it('starts a standalone Swedish label with a capital and leaves the others as they are', () => {
    expect(financialYearLabel(2025, 'sv', { standalone: true })).toBe('Verksamhetsåret 2025/26');
    expect(financialYearLabel(2025, 'ta', { standalone: true })).toBe('நிதியாண்டு 2025–26');
    expect(financialYearLabel(2025, 'en', { standalone: true })).toBe('FY 2025');
  });

  it('never writes the Swish code FY2024 in Tamil or Swedish, and always names the year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2200 }), fc.constantFrom(...SUPPORTED_LANGUAGES), (year, language) => {
        const label = financialYearLabel(year, language);
        expect(label).toContain(String(year));
        expect(label).not.toMatch(/FY\d/);
        if (language !== 'en') expect(label).not.toContain('FY');
      }),
    );
  });
});
