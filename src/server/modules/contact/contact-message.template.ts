import type { TAssociation } from '../../../shared/association.ts';
import type { TLanguage } from '../../../shared/languages.ts';
import { mailSubject, renderMail } from '../../mail/mail-render.ts';
import type { TMailTemplate } from '../../mail/mail.types.ts';

export type TContactMessageMailData = {
  association: TAssociation;
  fullName: string;
  email: string;
  subject: string;
  message: string;
  /** Where the board marks it handled. */
  dashboardUrl: string;
};

type TWords = {
  subject: (text: string) => string;
  from: (name: string, email: string) => string;
  reply: string;
  dashboard: string;
};

const WORDS: Record<TLanguage, TWords> = {
  ta: {
    subject: (text) => `தொடர்புப் படிவம்: ${text}`,
    from: (name, email) => `${name} <${email}> தொடர்புப் படிவம் மூலம் எழுதியுள்ளார்:`,
    reply: 'பதிலளிக்க, மேலே உள்ள மின்னஞ்சல் முகவரிக்கு எழுதுங்கள்.',
    dashboard: 'நிர்வாகம்',
  },
  en: {
    subject: (text) => `Contact form: ${text}`,
    from: (name, email) => `${name} <${email}> wrote through the contact form:`,
    reply: 'To answer, write to the e-mail address above.',
    dashboard: 'Admin',
  },
  sv: {
    subject: (text) => `Kontaktformulär: ${text}`,
    from: (name, email) => `${name} <${email}> skrev via kontaktformuläret:`,
    reply: 'Svara genom att skriva till e-postadressen ovan.',
    dashboard: 'Administration',
  },
};

/** To the association's own address: a visitor's message; renderMail escapes every value. */
export const contactMessageMail: TMailTemplate<TContactMessageMailData> = (data, language) => {
  const words = WORDS[language];
  return renderMail(language, mailSubject(data.association.shortName, words.subject(data.subject)), [
    words.from(data.fullName, data.email),
    data.message,
    words.reply,
    { link: data.dashboardUrl, label: words.dashboard },
  ]);
};
