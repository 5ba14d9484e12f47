import type { TAssociation } from '../../../shared/association.ts';
import { financialYearLabel } from '../../../shared/financial-year-label.ts';
import type { TLanguage } from '../../../shared/languages.ts';
import { mailSubject, renderMail, signOff } from '../../mail/mail-render.ts';
import type { TMailTemplate } from '../../mail/mail.types.ts';

export type TRenewalReminderData = {
  association: TAssociation;
  firstName: string;
  financialYear: number;
  /** `<PUBLIC_URL>/mypage`. */
  link: string;
};

type TWords = {
  subject: (fy: string) => string;
  greeting: string;
  body: (fy: string) => string;
  label: string;
  off: string;
};

const WORDS: Record<TLanguage, TWords> = {
  ta: {
    subject: (fy) => `நினைவூட்டல்: ${fy}-க்கான உறுப்புரிமையைப் புதுப்பியுங்கள்`,
    greeting: 'அன்புள்ள',
    body: (fy) => `${fy}-க்கான உங்கள் குடும்பத்தின் உறுப்புரிமை இன்னும் புதுப்பிக்கப்படவில்லை. எனது பக்கத்தில் புதுப்பிக்கலாம்.`,
    label: 'எனது பக்கம்',
    off: 'இந்த நினைவூட்டல்களை எனது பக்கத்தில் நிறுத்தலாம்.',
  },
  en: {
    subject: (fy) => `Reminder: renew your membership for ${fy}`,
    greeting: 'Dear',
    body: (fy) => `Your family's membership for ${fy} has not been renewed yet. You can renew it on My page.`,
    label: 'My page',
    off: 'You can turn these reminders off on My page.',
  },
  sv: {
    subject: (fy) => `Påminnelse: förnya familjens medlemskap för ${fy}`,
    greeting: 'Hej',
    body: (fy) => `Familjens medlemskap för ${fy} är inte förnyat än. Du kan förnya det på Min sida.`,
    label: 'Min sida',
    off: 'Du kan stänga av påminnelserna på Min sida.',
  },
};

/** To a family's registrant when the membership of the current financial year is not renewed. */
export const renewalReminderMail: TMailTemplate<TRenewalReminderData> = (data, language) => {
  const words = WORDS[language];
  const fy = financialYearLabel(data.financialYear, language);
  return renderMail(language, mailSubject(data.association.shortName, words.subject(fy)), [
    `${words.greeting} ${data.firstName},`,
    words.body(fy),
    { link: data.link, label: words.label },
    words.off,
    signOff(data.association.name, language),
  ]);
};
