import type { TAssociation } from '../../../shared/association.ts';
import type { TLanguage } from '../../../shared/languages.ts';
import { mailSubject, renderMail } from '../../mail/mail-render.ts';
import type { TMailTemplate } from '../../mail/mail.types.ts';

export type TClosureRequestData = {
  association: TAssociation;
  member: { givenId: string; firstName: string; lastName: string; email: string | null };
};

const WORDS: Record<TLanguage, { subject: string; body: (who: string) => string }> = {
  ta: { subject: 'கணக்கை மூடுவதற்கான கோரிக்கை', body: (who) => `${who} தங்கள் கணக்கை மூடக் கோரியுள்ளார்.` },
  en: { subject: 'Request to close an account', body: (who) => `${who} asked the board to close their account.` },
  sv: { subject: 'Begäran om att avsluta ett konto', body: (who) => `${who} har bett styrelsen avsluta sitt konto.` },
};

/** To the association's own address: a member asked to close their account (GDPR). */
export const closureRequestMail: TMailTemplate<TClosureRequestData> = (data, language) => {
  const words = WORDS[language];
  const who = `${data.member.firstName} ${data.member.lastName} (${data.member.givenId}, ${data.member.email ?? '-'})`;
  return renderMail(language, mailSubject(data.association.shortName, words.subject), [words.body(who)]);
};
