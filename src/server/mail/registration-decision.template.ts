import type { TAssociation } from '../../shared/association.ts';
import { financialYearLabel } from '../../shared/financial-year-label.ts';
import type { TLanguage } from '../../shared/languages.ts';
import { mailSubject, renderMail, signOff, type TMailBlock } from './mail-render.ts';
import type { TMailTemplate } from './mail.types.ts';

export type TRegistrationDecisionData = {
  association: TAssociation;
  firstName: string;
  financialYear: number;
  /** The family as registered: `0042A Kavitha Raman`, ... */
  people: { givenId: string; firstName: string; lastName: string }[];
  /** Where members sign up and sign in (PUBLIC_URL/memberlogin). */
  loginUrl: string;
};

type TApprovedWords = {
  subject: (fy: string) => string;
  greeting: string;
  approved: (fy: string) => string;
  account: string;
  login: string;
};

const APPROVED: Record<TLanguage, TApprovedWords> = {
  ta: {
    subject: (fy) => `${fy}-க்கான உங்கள் உறுப்புரிமை அங்கீகரிக்கப்பட்டது`,
    greeting: 'அன்புள்ள',
    approved: (fy) => `வரவேற்கிறோம்! ${fy}-க்கான உங்கள் குடும்பத்தின் உறுப்புரிமையை நிர்வாகக் குழு அங்கீகரித்துள்ளது:`,
    account:
      'இந்த மின்னஞ்சல் முகவரியைக் கொண்டு இணையதளத்தில் கணக்கை உருவாக்கி உள்நுழையலாம்; அங்கே உங்கள் குடும்ப விவரங்களைப் பார்க்கவும் மாற்றவும் முடியும்.',
    login: 'உள்நுழை',
  },
  en: {
    subject: (fy) => `Your membership for ${fy} is approved`,
    greeting: 'Dear',
    approved: (fy) => `Welcome! The board has approved your family's membership for ${fy}:`,
    account:
      'You can now create an account on the website with this e-mail address and sign in, to see and update your family details.',
    login: 'Sign in',
  },
  sv: {
    subject: (fy) => `Ditt medlemskap för ${fy} är godkänt`,
    greeting: 'Hej',
    approved: (fy) => `Välkommen! Styrelsen har godkänt din familjs medlemskap för ${fy}:`,
    account:
      'Nu kan du skapa ett konto på webbplatsen med den här e-postadressen och logga in för att se och ändra familjens uppgifter.',
    login: 'Logga in',
  },
};

type TRejectedWords = { subject: string; greeting: string; rejected: string; paid: (email: string) => string };

const REJECTED: Record<TLanguage, TRejectedWords> = {
  ta: {
    subject: 'உங்கள் உறுப்புரிமைப் பதிவு பற்றி',
    greeting: 'அன்புள்ள',
    rejected: 'மன்னிக்கவும், இந்த முறை நிர்வாகக் குழுவால் உங்கள் குடும்பத்தின் உறுப்புரிமைப் பதிவை அங்கீகரிக்க முடியவில்லை:',
    paid: (email) => `இது தவறு என்று நினைத்தால், அல்லது ஏற்கெனவே கட்டணம் செலுத்தியிருந்தால், ${email} என்ற முகவரிக்கு எழுதுங்கள்.`,
  },
  en: {
    subject: 'About your membership registration',
    greeting: 'Dear',
    rejected: "We are sorry: the board could not approve your family's membership registration this time:",
    paid: (email) => `If you think this is a mistake, or if you have already paid the fee, please write to ${email}.`,
  },
  sv: {
    subject: 'Om din medlemsregistrering',
    greeting: 'Hej',
    rejected: 'Tyvärr kunde styrelsen inte godkänna din familjs medlemsregistrering den här gången:',
    paid: (email) => `Om du tror att det är ett misstag, eller om du redan har betalat avgiften, skriv till ${email}.`,
  },
};

const peopleList = (data: TRegistrationDecisionData) => ({
  list: data.people.map((person) => `${person.givenId} ${person.firstName} ${person.lastName}`),
});

/** To each adult of a family the board approved, in their own language. */
export const registrationApprovedMail: TMailTemplate<TRegistrationDecisionData> = (data, language) => {
  const words = APPROVED[language];
  const fy = financialYearLabel(data.financialYear, language);
  const blocks: TMailBlock[] = [
    `${words.greeting} ${data.firstName},`,
    words.approved(fy),
    peopleList(data),
    words.account,
    { link: data.loginUrl, label: words.login },
    signOff(data.association.name, language),
  ];
  return renderMail(language, mailSubject(data.association.shortName, words.subject(fy)), blocks);
};

/** To each adult of a family the board rejected. */
export const registrationRejectedMail: TMailTemplate<TRegistrationDecisionData> = (data, language) => {
  const words = REJECTED[language];
  const blocks: TMailBlock[] = [
    `${words.greeting} ${data.firstName},`,
    words.rejected,
    peopleList(data),
    words.paid(data.association.email),
    signOff(data.association.name, language),
  ];
  return renderMail(language, mailSubject(data.association.shortName, words.subject), blocks);
};
