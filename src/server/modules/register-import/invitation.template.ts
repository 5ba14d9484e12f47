import type { TAssociation } from '../../../shared/association.ts';
import { financialYearLabel } from '../../../shared/financial-year-label.ts';
import type { TLanguage } from '../../../shared/languages.ts';
import { INVITATION_TTL_DAYS } from '../../../shared/register-import.schema.ts';
import { mailSubject, renderMail, signOff } from '../../mail/mail-render.ts';
import type { TMailTemplate } from '../../mail/mail.types.ts';

export type TInvitationData = {
  association: TAssociation;
  firstName: string;
  givenId: string;
  financialYear: number;
  /** The activation page with the person's address and code: there they choose their own password. */
  link: string;
};

type TWords = {
  subject: string;
  greeting: string;
  body: (fy: string, givenId: string) => string;
  label: string;
  validity: (days: number) => string;
};

const WORDS: Record<TLanguage, TWords> = {
  ta: {
    subject: 'உறுப்பினர் பகுதிக்கு உங்களை அழைக்கிறோம்',
    greeting: 'அன்புள்ள',
    body: (fy, givenId) =>
      `சங்கத்தின் உறுப்பினர் பதிவேடு இந்த இணையதளத்துக்கு மாற்றப்பட்டது. ${fy}-க்கான உங்கள் உறுப்புரிமை பதிவாகியுள்ளது; உங்கள் உறுப்பினர் எண் ${givenId}. கீழே உள்ள இணைப்பைத் திறந்து உங்கள் சொந்தக் கடவுச்சொல்லைத் தேர்ந்தெடுங்கள்.`,
    label: 'கடவுச்சொல்லைத் தேர்ந்தெடு',
    validity: (days) => `இந்த இணைப்பு ${days} நாட்கள் செல்லுபடியாகும், ஒருமுறை மட்டுமே பயன்படுத்தலாம்.`,
  },
  en: {
    subject: "You are invited to the members' area",
    greeting: 'Dear',
    body: (fy, givenId) =>
      `The association's register of members has moved to this website. Your membership for ${fy} is recorded; your member number is ${givenId}. Open the link below to choose your own password.`,
    label: 'Choose your password',
    validity: (days) => `The link is valid for ${days} days and works once.`,
  },
  sv: {
    subject: 'Välkommen till medlemssidorna',
    greeting: 'Hej',
    body: (fy, givenId) =>
      `Föreningens medlemsregister har flyttat till den här webbplatsen. Ditt medlemskap för ${fy} är registrerat; ditt medlemsnummer är ${givenId}. Öppna länken nedan och välj ett eget lösenord.`,
    label: 'Välj ditt lösenord',
    validity: (days) => `Länken gäller i ${days} dagar och fungerar en gång.`,
  },
};

/** To each adult a register import made: the membership is recorded, the link lets them choose a password. */
export const invitationMail: TMailTemplate<TInvitationData> = (data, language) => {
  const words = WORDS[language];
  const fy = financialYearLabel(data.financialYear, language);
  return renderMail(language, mailSubject(data.association.shortName, words.subject), [
    `${words.greeting} ${data.firstName},`,
    words.body(fy, data.givenId),
    { link: data.link, label: words.label },
    words.validity(INVITATION_TTL_DAYS),
    signOff(data.association.name, language),
  ]);
};
