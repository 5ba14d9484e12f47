import type { TAssociation } from '../../shared/association.ts';
import { financialYearLabel } from '../../shared/financial-year-label.ts';
import type { TLanguage } from '../../shared/languages.ts';
import { formatSek, mailSubject, renderMail, type TMailBlock } from './mail-render.ts';
import type { TMailTemplate } from './mail.types.ts';

export type TNoticePerson = { givenId: string; firstName: string; lastName: string; email: string | null };

/** Deliberately without personnummers: this mail sits in a shared inbox. */
export type TRegistrationNoticeData = {
  association: TAssociation;
  financialYear: number;
  people: TNoticePerson[];
  totalSek: number;
  /** Where the board approves it. */
  dashboardUrl: string;
};

type TWords = {
  subject: (givenId: string, name: string) => string;
  intro: (fy: string) => string;
  total: (amount: string) => string;
  next: string;
  dashboard: string;
};

const WORDS: Record<TLanguage, TWords> = {
  ta: {
    subject: (givenId, name) => `புதிய உறுப்புரிமைப் பதிவு: ${givenId} ${name}`,
    intro: (fy) => `${fy}-க்கு ஒரு புதிய குடும்பம் பதிவு செய்துள்ளது:`,
    total: (amount) => `செலுத்த வேண்டிய உறுப்பினர் கட்டணம்: ${amount}`,
    next: 'கட்டணம் கிடைத்ததும், நிர்வாகப் பக்கத்தில் இந்தப் பதிவை அங்கீகரியுங்கள் அல்லது நிராகரியுங்கள்.',
    dashboard: 'நிர்வாகப் பக்கம்',
  },
  en: {
    subject: (givenId, name) => `New membership registration: ${givenId} ${name}`,
    intro: (fy) => `A new family has registered for ${fy}:`,
    total: (amount) => `Membership fee to be paid: ${amount}`,
    next: 'When the fee has arrived, approve or reject the registration on the admin page.',
    dashboard: 'Admin page',
  },
  sv: {
    subject: (givenId, name) => `Ny medlemsregistrering: ${givenId} ${name}`,
    intro: (fy) => `En ny familj har registrerat sig för ${fy}:`,
    total: (amount) => `Medlemsavgift att betala: ${amount}`,
    next: 'När avgiften har kommit in: godkänn eller avslå registreringen på administrationssidan.',
    dashboard: 'Administrationssidan',
  },
};

/** To the association's own address: a family registered and waits for approval. */
export const registrationNoticeMail: TMailTemplate<TRegistrationNoticeData> = (data, language) => {
  const words = WORDS[language];
  const [registrant] = data.people;
  const name = registrant ? `${registrant.firstName} ${registrant.lastName}` : '';
  const blocks: TMailBlock[] = [
    words.intro(financialYearLabel(data.financialYear, language)),
    {
      list: data.people.map(
        (person) =>
          `${person.givenId} ${person.firstName} ${person.lastName}${person.email ? ` <${person.email}>` : ''}`,
      ),
    },
    words.total(formatSek(data.totalSek, language)),
    words.next,
    { link: data.dashboardUrl, label: words.dashboard },
  ];
  return renderMail(
    language,
    mailSubject(data.association.shortName, words.subject(registrant?.givenId ?? '', name)),
    blocks,
  );
};
