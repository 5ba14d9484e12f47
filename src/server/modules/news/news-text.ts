import { SUPPORTED_LANGUAGES, type TLanguage } from '../../../shared/languages.ts';
import { NEWS_LIMITS } from '../../../shared/news.schema.ts';

/**
 * Which of the written languages a visitor reads: Tamil readers get Tamil; English and Swedish
 * readers their own language, else English, else Tamil (Tamil is always written).
 */
const FALLBACK_ORDER: Record<TLanguage, TLanguage[]> = {
  ta: ['ta'],
  en: ['en', 'ta'],
  sv: ['sv', 'en', 'ta'],
};

export function pickLanguage(written: Partial<Record<TLanguage, unknown>>, visitor: TLanguage): TLanguage {
  return FALLBACK_ORDER[visitor].find((language) => written[language] !== undefined) ?? 'ta';
}

/** A slug from a title: lower-case Latin letters and digits joined by hyphens; '' when none are left. */
export function slugFromTitle(title: string): string {
  return (
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      // Runs are one hyphen now: dropping one at either end is enough (and needs no backtracking).
      .replace(/^-|-$/g, '')
      .slice(0, NEWS_LIMITS.slug - 8)
      .replace(/-$/, '')
  );
}

/** The first Latin-letter title of a post (English, then Swedish, then Tamil), as a slug. */
export function slugFromTexts(texts: Partial<Record<TLanguage, { title: string }>>, fallback: string): string {
  for (const language of ['en', 'sv', 'ta'] as const) {
    const slug = slugFromTitle(texts[language]?.title ?? '');
    if (slug) return slug;
  }
  return fallback;
}

export const WRITTEN_LANGUAGES = SUPPORTED_LANGUAGES;

/**
 * A post's page has its title as the only h1: the body's highest heading becomes h2 and the others
 * keep their distance below it, so headings never skip a level whichever ones the board used.
 */
export function liftHeadings(html: string): string {
  const levels = [...html.matchAll(/<h([2-6])>/g)].map((match) => Number(match[1]));
  if (levels.length === 0) return html;
  const shift = Math.min(...levels) - 2;
  if (shift === 0) return html;
  return html.replace(
    /<(\/?)h([2-6])>/g,
    (_tag, slash: string, level: string) => `<${slash}h${Number(level) - shift}>`,
  );
}
