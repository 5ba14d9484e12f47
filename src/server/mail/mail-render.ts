import type { TLanguage } from '../../shared/languages.ts';
import type { TMailContent } from './mail.types.ts';

/**
 * A mail body as blocks, so each template writes its words once and the text and HTML forms cannot
 * drift apart. Every value is escaped here, in one place: templates pass raw text only.
 */
export type TMailBlock = string | { list: string[] } | { link: string; label: string };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

function blockText(block: TMailBlock): string {
  if (typeof block === 'string') return block;
  if ('list' in block) return block.list.map((item) => `- ${item}`).join('\n');
  return `${block.label}: ${block.link}`;
}

// Only http(s) links become anchors; anything else stays visible text.
function blockHtml(block: TMailBlock): string {
  if (typeof block === 'string') return `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`;
  if ('list' in block) return `<ul>${block.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  if (!/^https?:\/\//.test(block.link)) return `<p>${escapeHtml(blockText(block))}</p>`;
  return `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.label)}</a></p>`;
}

/**
 * Every mail's subject starts the same way, so members can find and filter the association's mails:
 * the association's short name, a colon, then the topic in the reader's language.
 */
export function mailSubject(shortName: string, topic: string): string {
  return `${shortName}: ${topic}`;
}

export function renderMail(language: TLanguage, subject: string, blocks: TMailBlock[]): TMailContent {
  const text = `${blocks.map(blockText).join('\n\n')}\n`;
  const html =
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="font-family: 'Noto Sans Tamil', Arial, sans-serif; line-height: 1.5">` +
    `${blocks.map(blockHtml).join('\n')}</body></html>\n`;
  return { subject, text, html };
}

const MONTHS: Record<TLanguage, { april: string; march: string }> = {
  ta: { april: 'ஏப்ரல்', march: 'மார்ச்' },
  en: { april: 'April', march: 'March' },
  sv: { april: 'april', march: 'mars' },
};

/** `1 April 2025 – 31 March 2026`: FY N as people read it. */
export function financialYearSpan(year: number, language: TLanguage): string {
  const months = MONTHS[language];
  return `1 ${months.april} ${year} – 31 ${months.march} ${year + 1}`;
}

/** Whole kronor, written "kr" in every language (the language is kept for callers), as the pages write it. */
export function formatSek(amount: number, _language: TLanguage): string {
  return `${amount} kr`;
}

const SIGN_OFF: Record<TLanguage, string> = {
  ta: 'அன்புடன்,\nநிர்வாகக் குழு',
  en: 'Best regards,\nThe board',
  sv: 'Vänliga hälsningar\nStyrelsen',
};

/** The closing line every mail to a member ends with, in the association's name for that language. */
export function signOff(associationName: Record<TLanguage, string>, language: TLanguage): string {
  return `${SIGN_OFF[language]}\n${associationName[language]}`;
}
