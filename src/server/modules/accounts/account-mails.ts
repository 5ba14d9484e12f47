import type { TLanguage } from '../../../shared/languages.ts';
import { mailSubject, renderMail } from '../../mail/mail-render.ts';
import type { TMailTemplate } from '../../mail/mail.types.ts';

/** What every account mail needs: the link to follow and who sends it (the short name heads the subject). */
export type TAccountMailData = { link: string; associationName: string; shortName: string };

export type TAccountMailWords = { subject: string; lines: string[]; linkLabel: string; closing: string };

const SIGNATURE: Record<TLanguage, (name: string) => string> = {
  ta: (name) => `அன்புடன்,\n${name} நிர்வாகக் குழு`,
  en: (name) => `Kind regards,\nThe board of ${name}`,
  sv: (name) => `Vänliga hälsningar\nStyrelsen för ${name}`,
};

/** A mail of a few lines, one link, a closing line and the board's signature, in the member's language. */
export function accountMail<TData extends TAccountMailData>(
  words: Record<TLanguage, (data: TData) => TAccountMailWords>,
): TMailTemplate<TData> {
  return (data, language) => {
    const chosen = words[language](data);
    return renderMail(language, mailSubject(data.shortName, chosen.subject), [
      ...chosen.lines,
      { link: data.link, label: chosen.linkLabel },
      chosen.closing,
      SIGNATURE[language](data.associationName),
    ]);
  };
}

/** After sign-up: the link to /activateaccount (valid 24 hours, once). */
export const activationMail = accountMail({
  ta: () => ({
    subject: 'உங்கள் கணக்கைச் செயல்படுத்துங்கள்',
    lines: ['வணக்கம்,', 'உறுப்பினர் பகுதிக்கான கணக்கை உருவாக்கியதற்கு நன்றி. கீழே உள்ள இணைப்பைத் திறந்து உங்கள் கணக்கைச் செயல்படுத்துங்கள்.'],
    linkLabel: 'கணக்கைச் செயல்படுத்து',
    closing:
      'இந்த இணைப்பு 24 மணி நேரம் செல்லுபடியாகும், ஒருமுறை மட்டுமே பயன்படுத்தலாம். நீங்கள் கணக்கை உருவாக்கவில்லை என்றால் இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்.',
  }),
  en: () => ({
    subject: 'Activate your account',
    lines: [
      'Hello,',
      "Thank you for creating an account for the members' area. Open the link below to activate your account.",
    ],
    linkLabel: 'Activate account',
    closing:
      'The link is valid for 24 hours and works once. If you did not create an account, you can ignore this mail.',
  }),
  sv: () => ({
    subject: 'Aktivera ditt konto',
    lines: [
      'Hej,',
      'Tack för att du skapade ett konto för medlemssidorna. Öppna länken nedan för att aktivera ditt konto.',
    ],
    linkLabel: 'Aktivera kontot',
    closing:
      'Länken gäller i 24 timmar och fungerar en gång. Om du inte har skapat något konto kan du bortse från det här mejlet.',
  }),
});

/** After "Forgot password?": the link to /resetpassword (valid 30 minutes, once). */
export const passwordResetMail = accountMail({
  ta: () => ({
    subject: 'புதிய கடவுச்சொல்',
    lines: ['வணக்கம்,', 'உங்கள் கணக்கிற்குப் புதிய கடவுச்சொல் கேட்கப்பட்டது. கீழே உள்ள இணைப்பைத் திறந்து புதிய கடவுச்சொல்லை அமைக்கவும்.'],
    linkLabel: 'புதிய கடவுச்சொல்லை அமை',
    closing:
      'இந்த இணைப்பு 30 நிமிடங்கள் செல்லுபடியாகும், ஒருமுறை மட்டுமே பயன்படுத்தலாம். நீங்கள் கேட்கவில்லை என்றால் இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்; உங்கள் கடவுச்சொல் மாறாது.',
  }),
  en: () => ({
    subject: 'Set a new password',
    lines: [
      'Hello,',
      'Someone asked for a new password for your account. Open the link below to choose a new password.',
    ],
    linkLabel: 'Set a new password',
    closing:
      'The link is valid for 30 minutes and works once. If you did not ask for it, ignore this mail: your password stays as it is.',
  }),
  sv: () => ({
    subject: 'Välj ett nytt lösenord',
    lines: [
      'Hej,',
      'Någon har bett om ett nytt lösenord till ditt konto. Öppna länken nedan för att välja ett nytt lösenord.',
    ],
    linkLabel: 'Välj nytt lösenord',
    closing:
      'Länken gäller i 30 minuter och fungerar en gång. Om det inte var du kan du bortse från mejlet: ditt lösenord förblir detsamma.',
  }),
});

/** A member changed their e-mail address: the link to /verify, sent to the new address. */
export const emailVerificationMail = accountMail({
  ta: () => ({
    subject: 'உங்கள் மின்னஞ்சல் முகவரியை உறுதிசெய்யுங்கள்',
    lines: [
      'வணக்கம்,',
      'இந்த மின்னஞ்சல் முகவரி உங்கள் உறுப்பினர் கணக்கில் சேர்க்கப்பட்டது. கீழே உள்ள இணைப்பைத் திறந்து இதை உறுதிசெய்யுங்கள்: பக்கம் மாற்றத்தைக் காட்டும், நீங்கள் உள்நுழைந்து பொத்தானை அழுத்தும்போதுதான் முகவரி மாறும்.',
    ],
    linkLabel: 'மின்னஞ்சல் முகவரியை உறுதிசெய்',
    closing: 'இந்த இணைப்பு 24 மணி நேரம் செல்லுபடியாகும், ஒருமுறை மட்டுமே பயன்படுத்தலாம்.',
  }),
  en: () => ({
    subject: 'Verify your e-mail address',
    lines: [
      'Hello,',
      'This e-mail address was entered for your member account. Open the link below to confirm it: the page shows the change, which happens only when you, signed in, press its button.',
    ],
    linkLabel: 'Verify e-mail address',
    closing: 'The link is valid for 24 hours and works once.',
  }),
  sv: () => ({
    subject: 'Bekräfta din e-postadress',
    lines: [
      'Hej,',
      'Den här e-postadressen har angetts för ditt medlemskonto. Öppna länken nedan för att bekräfta den: sidan visar ändringen, som sker först när du är inloggad och trycker på knappen.',
    ],
    linkLabel: 'Bekräfta e-postadressen',
    closing: 'Länken gäller i 24 timmar och fungerar en gång.',
  }),
});
