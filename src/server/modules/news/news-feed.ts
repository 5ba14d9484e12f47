import type { TLanguage } from '../../../shared/languages.ts';
import { markdownToPlainText } from '../content/index.ts';
import { pickLanguage } from './news-text.ts';
import type { TNewsRow } from './news.repo.ts';

/** The feed's own name after the association's, in the feed's language. */
const FEED_TITLE: Record<TLanguage, string> = { ta: 'செய்திகள்', en: 'News', sv: 'Nyheter' };

/** Text and attribute values in XML: nothing a reader could take for markup. */
export function escapeXml(value: string): string {
  return (
    value
      // Characters XML 1.0 does not allow at all (a post cannot contain them, but a feed must never break).
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\v\f\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

export type TFeedInput = {
  language: TLanguage;
  publicUrl: string;
  siteName: string;
  rows: TNewsRow[];
  /** The feed's updated time when it has no entries yet. */
  now: Date;
};

const latest = (row: TNewsRow) => (row.updatedAt > row.publishAt ? row.updatedAt : row.publishAt);

/**
 * An Atom 1.0 feed (RFC 4287) of the visible posts in one language, each with the same fallback a
 * visitor of the page gets. Content is the post's rendered (safe) HTML, escaped as type="html".
 */
export function atomFeed({ language, publicUrl, siteName, rows, now }: TFeedInput): string {
  const selfUrl = `${publicUrl}/news.xml?lang=${language}`;
  const updated = rows.reduce(
    (newest, row) => (latest(row) > newest ? latest(row) : newest),
    rows[0] ? latest(rows[0]) : now,
  );
  const entries = rows.map((row) => {
    const written = pickLanguage(row.texts, language);
    const text = row.texts[written] ?? row.texts.ta;
    const url = `${publicUrl}/news/${encodeURIComponent(row.slug)}`;
    return [
      '<entry>',
      `<id>${escapeXml(`${publicUrl}/news/post/${row.id}`)}</id>`,
      `<title type="text">${escapeXml(text?.title ?? '')}</title>`,
      `<updated>${latest(row).toISOString()}</updated>`,
      `<published>${row.publishAt.toISOString()}</published>`,
      `<link rel="alternate" type="text/html" hreflang="${written}" href="${escapeXml(url)}"/>`,
      `<summary type="text">${escapeXml(markdownToPlainText(text?.body ?? '', 300))}</summary>`,
      `<content type="html" xml:lang="${written}">${escapeXml(text?.bodyHtml ?? '')}</content>`,
      '</entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language}">`,
    `<id>${escapeXml(selfUrl)}</id>`,
    `<title type="text">${escapeXml(`${siteName}: ${FEED_TITLE[language]}`)}</title>`,
    `<updated>${updated.toISOString()}</updated>`,
    `<author><name>${escapeXml(siteName)}</name></author>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(selfUrl)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(`${publicUrl}/news`)}"/>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
