import type { TAssociation } from '../../../shared/association.ts';
import { financialYearLabel } from '../../../shared/financial-year-label.ts';
import type { TLanguage } from '../../../shared/languages.ts';
import { mailSubject, renderMail, signOff } from '../../mail/mail-render.ts';
import type { TMailTemplate } from '../../mail/mail.types.ts';

/** Kronor as people write them: 250 kr, 1 250,50 kr. */
export function kronor(ore: number, language: TLanguage): string {
  const sek = ore / 100;
  const text = new Intl.NumberFormat(language === 'en' ? 'sv-SE' : `${language}-SE`, {
    minimumFractionDigits: Number.isInteger(sek) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(sek);
  return `${text} kr`;
}

/** What a payment was for, named in the mail: a year's membership of some people, an event. */
export type TPaidFor = { renewal: { year: number; givenIds: string[] } | null; eventName: string | null };

const FOR_WORDS: Record<TLanguage, { membership: string; event: string }> = {
  ta: { membership: 'உறுப்பினர் கட்டணம்', event: 'நிகழ்வு' },
  en: { membership: 'Membership fee', event: 'Event' },
  sv: { membership: 'Medlemsavgift', event: 'Evenemang' },
};

export function paidForLines(paidFor: TPaidFor, language: TLanguage): string[] {
  const words = FOR_WORDS[language];
  const lines: string[] = [];
  if (paidFor.renewal) {
    const { year, givenIds } = paidFor.renewal;
    lines.push(`${words.membership} ${financialYearLabel(year, language)}: ${givenIds.join(', ')}`);
  }
  if (paidFor.eventName) lines.push(`${words.event}: ${paidFor.eventName}`);
  return lines;
}

export type TPaymentReceivedData = {
  association: TAssociation;
  firstName: string;
  amountOre: number;
  paidFor: TPaidFor;
};

const RECEIVED: Record<
  TLanguage,
  { subject: string; greeting: string; body: (amount: string) => string; for: string }
> = {
  ta: {
    subject: 'உங்கள் கட்டணம் கிடைத்தது',
    greeting: 'அன்புள்ள',
    body: (amount) => `${amount} கட்டணம் எங்களுக்குக் கிடைத்தது. நன்றி!`,
    for: 'இது இவற்றுக்கானது:',
  },
  en: {
    subject: 'We have received your payment',
    greeting: 'Dear',
    body: (amount) => `We have received your payment of ${amount}. Thank you!`,
    for: 'It paid for:',
  },
  sv: {
    subject: 'Vi har tagit emot din betalning',
    greeting: 'Hej',
    body: (amount) => `Vi har tagit emot din betalning på ${amount}. Tack!`,
    for: 'Den gällde:',
  },
};

/** To the family (or the visitor who booked) once the board confirmed their payment from the statement. */
export const paymentReceivedMail: TMailTemplate<TPaymentReceivedData> = (data, language) => {
  const words = RECEIVED[language];
  const forWhat = paidForLines(data.paidFor, language);
  return renderMail(language, mailSubject(data.association.shortName, words.subject), [
    `${words.greeting} ${data.firstName},`,
    words.body(kronor(data.amountOre, language)),
    ...(forWhat.length > 0 ? [words.for, { list: forWhat }] : []),
    signOff(data.association.name, language),
  ]);
};

export type TPaymentReminderData = {
  association: TAssociation;
  firstName: string;
  owedOre: number;
  owedFor: TPaidFor[];
  link: string;
};

const REMINDER: Record<
  TLanguage,
  { subject: string; greeting: string; body: (amount: string) => string; label: string }
> = {
  ta: {
    subject: 'நினைவூட்டல்: செலுத்த வேண்டிய கட்டணம்',
    greeting: 'அன்புள்ள',
    body: (amount) =>
      `எங்கள் பதிவுகளின்படி ${amount} இன்னும் செலுத்தப்படவில்லை. ஏற்கெனவே செலுத்தியிருந்தால், இந்த மின்னஞ்சலைப் பொருட்படுத்த வேண்டாம்.`,
    label: 'எனது பக்கம்',
  },
  en: {
    subject: 'Reminder: a payment is still open',
    greeting: 'Dear',
    body: (amount) =>
      `By our records ${amount} has not been paid yet. If you have paid already, please ignore this mail.`,
    label: 'My page',
  },
  sv: {
    subject: 'Påminnelse: en betalning är inte gjord',
    greeting: 'Hej',
    body: (amount) =>
      `Enligt våra register är ${amount} inte betalt än. Om du redan har betalat kan du bortse från det här mejlet.`,
    label: 'Min sida',
  },
};

/** The board's reminder to a family that asked to renew or booked and has not paid. */
export const paymentReminderMail: TMailTemplate<TPaymentReminderData> = (data, language) => {
  const words = REMINDER[language];
  return renderMail(language, mailSubject(data.association.shortName, words.subject), [
    `${words.greeting} ${data.firstName},`,
    words.body(kronor(data.owedOre, language)),
    { list: data.owedFor.flatMap((item) => paidForLines(item, language)) },
    { link: data.link, label: words.label },
    signOff(data.association.name, language),
  ]);
};
