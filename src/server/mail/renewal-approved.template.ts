import type { TAssociation } from '../../shared/association.ts';
import { financialYearLabel } from '../../shared/financial-year-label.ts';
import type { TLanguage } from '../../shared/languages.ts';
import { mailSubject, renderMail, signOff } from './mail-render.ts';
import type { TMailTemplate } from './mail.types.ts';

export type TRenewalApprovedData = {
  association: TAssociation;
  /** Whom the mail greets: the member, or the registrant for a kid's membership. */
  firstName: string;
  financialYear: number;
  member: { givenId: string; firstName: string; lastName: string };
};

type TWords = { subject: (fy: string) => string; greeting: string; approved: (who: string, fy: string) => string };

const WORDS: Record<TLanguage, TWords> = {
  ta: {
    subject: (fy) => `${fy}-க்கான உறுப்புரிமைப் புதுப்பித்தல் அங்கீகரிக்கப்பட்டது`,
    greeting: 'அன்புள்ள',
    approved: (who, fy) => `புதுப்பித்ததற்கு நன்றி! ${fy}-க்கான ${who} அவர்களின் உறுப்புரிமையை நிர்வாகக் குழு அங்கீகரித்துள்ளது.`,
  },
  en: {
    subject: (fy) => `Membership renewal for ${fy} approved`,
    greeting: 'Dear',
    approved: (who, fy) => `Thank you for renewing! The board has approved the membership of ${who} for ${fy}.`,
  },
  sv: {
    subject: (fy) => `Förnyelsen av medlemskapet för ${fy} är godkänd`,
    greeting: 'Hej',
    approved: (who, fy) => `Tack för att du har förnyat! Styrelsen har godkänt medlemskapet för ${fy}: ${who}.`,
  },
};

/** To the member (or their family's registrant) when the board approves one renewal. */
export const renewalApprovedMail: TMailTemplate<TRenewalApprovedData> = (data, language) => {
  const words = WORDS[language];
  const fy = financialYearLabel(data.financialYear, language);
  const who = `${data.member.firstName} ${data.member.lastName} (${data.member.givenId})`;
  return renderMail(language, mailSubject(data.association.shortName, words.subject(fy)), [
    `${words.greeting} ${data.firstName},`,
    words.approved(who, fy),
    signOff(data.association.name, language),
  ]);
};
