import { describe, expect, it } from 'vitest';
import { liftHeadings, pickLanguage, slugFromTexts, slugFromTitle } from './news-text.ts';

describe('pickLanguage', () => {
  const all = { ta: 1, en: 1, sv: 1 };
  it('gives each reader their own language when it is written', () => {
    expect(pickLanguage(all, 'ta')).toBe('ta');
    expect(pickLanguage(all, 'en')).toBe('en');
    expect(pickLanguage(all, 'sv')).toBe('sv');
  });

  it('falls back to English, then Tamil', () => {
    expect(pickLanguage({ ta: 1, en: 1 }, 'sv')).toBe('en');
    expect(pickLanguage({ ta: 1 }, 'sv')).toBe('ta');
    expect(pickLanguage({ ta: 1, sv: 1 }, 'en')).toBe('ta');
  });
});

describe('slugs', () => {
  it('are lower-case Latin letters and digits joined by hyphens', () => {
    expect(slugFromTitle('Pongal 2026: Everyone welcome!')).toBe('pongal-2026-everyone-welcome');
    expect(slugFromTitle('Årsmöte på föreningen')).toBe('arsmote-pa-foreningen');
    expect(slugFromTitle('பொங்கல்')).toBe('');
  });

  it('come from the first title with Latin letters, else the fallback', () => {
    expect(slugFromTexts({ ta: { title: 'பொங்கல்' }, sv: { title: 'Pongal' } }, 'news-2026-01-10')).toBe('pongal');
    expect(slugFromTexts({ ta: { title: 'பொங்கல்' } }, 'news-2026-01-10')).toBe('news-2026-01-10');
  });
});

describe('liftHeadings', () => {
  it('makes the highest heading of a body an h2, keeping the others below it', () => {
    expect(liftHeadings('<h3>A</h3>\n<p>x</p>\n<h4>B</h4>')).toBe('<h2>A</h2>\n<p>x</p>\n<h3>B</h3>');
    expect(liftHeadings('<h2>A</h2><h3>B</h3>')).toBe('<h2>A</h2><h3>B</h3>');
    expect(liftHeadings('<p>no headings</p>')).toBe('<p>no headings</p>');
  });
});
