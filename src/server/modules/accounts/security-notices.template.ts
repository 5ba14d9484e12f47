import { accountMail, type TAccountMailData } from './account-mails.ts';

/**
 * Mails about the safety of an account: a change of its e-mail address that someone else asked for
 * (to the new address), the notice of any such change (to the old one), and failed sign-ins.
 */

/** To the new address, when a family member or the board asked for it: the owner confirms, signed in. */
export const emailChangeRequestMail = accountMail({
  ta: ({ associationName }) => ({
    subject: `${associationName}: மின்னஞ்சல் முகவரி மாற்றத்தை உறுதிசெய்யுங்கள்`,
    lines: [
      'வணக்கம்,',
      'ஒரு உறுப்பினர் கணக்கின் மின்னஞ்சல் முகவரியை இந்த முகவரிக்கு மாற்றும்படி குடும்ப உறுப்பினர் அல்லது நிர்வாகக் குழு கேட்டுள்ளது.',
      'கணக்கின் உரிமையாளர் தமது கணக்கில் (தற்போதைய மின்னஞ்சலுடன்) உள்நுழைந்த பின் கீழே உள்ள இணைப்பைத் திறந்தால் மட்டுமே முகவரி மாறும்.',
    ],
    linkLabel: 'மாற்றத்தை உறுதிசெய்',
    closing:
      'இந்த இணைப்பு 24 மணி நேரம் செல்லுபடியாகும், ஒருமுறை மட்டுமே பயன்படுத்தலாம். நீங்கள் இதை எதிர்பார்க்கவில்லை என்றால் இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்.',
  }),
  en: ({ associationName }) => ({
    subject: `${associationName}: confirm the new e-mail address`,
    lines: [
      'Hello,',
      'A family member or the board asked to change the e-mail address of a member account to this address.',
      'The address changes only when the owner of the account opens the link below while signed in to that account (with its current e-mail address).',
    ],
    linkLabel: 'Confirm the change',
    closing: 'The link is valid for 24 hours and works once. If you did not expect this, ignore this mail.',
  }),
  sv: ({ associationName }) => ({
    subject: `${associationName}: bekräfta den nya e-postadressen`,
    lines: [
      'Hej,',
      'En familjemedlem eller styrelsen har bett om att e-postadressen för ett medlemskonto ändras till den här adressen.',
      'Adressen ändras först när kontots ägare öppnar länken nedan och är inloggad på kontot (med dess nuvarande e-postadress).',
    ],
    linkLabel: 'Bekräfta ändringen',
    closing:
      'Länken gäller i 24 timmar och fungerar en gång. Om du inte väntade dig det här kan du bortse från mejlet.',
  }),
});

export type TEmailChangeNoticeData = TAccountMailData & { newEmail: string };

/** To the old address of any e-mail change: nothing has changed yet, and what to do if it was not them. */
export const emailChangeNoticeMail = accountMail<TEmailChangeNoticeData>({
  ta: ({ associationName, newEmail }) => ({
    subject: `${associationName}: உங்கள் மின்னஞ்சல் முகவரியை மாற்றக் கோரிக்கை`,
    lines: [
      'வணக்கம்,',
      `உங்கள் உறுப்பினர் கணக்கின் மின்னஞ்சல் முகவரியை ${newEmail} என மாற்றக் கோரிக்கை வந்துள்ளது.`,
      'அந்த முகவரிக்கு அனுப்பிய இணைப்பின் மூலம் உறுதிசெய்யும் வரை எதுவும் மாறாது.',
      'இதை நீங்களோ நீங்கள் கேட்டவரோ செய்திருந்தால் வேறு எதுவும் செய்ய வேண்டாம். இல்லையென்றால் நிர்வாகக் குழுவைத் தொடர்புகொள்ளுங்கள், கீழே உள்ள இணைப்பில் புதிய கடவுச்சொல்லை அமையுங்கள்.',
    ],
    linkLabel: 'புதிய கடவுச்சொல்லை அமை',
    closing: 'உங்கள் கணக்கின் பாதுகாப்புக்காக இந்த அறிவிப்பு அனுப்பப்பட்டது.',
  }),
  en: ({ associationName, newEmail }) => ({
    subject: `${associationName}: a change of your e-mail address was asked for`,
    lines: [
      'Hello,',
      `Someone asked to change the e-mail address of your member account to ${newEmail}.`,
      'Nothing changes until the change is confirmed with the link sent to that address.',
      'If it was you, or someone you asked, there is nothing more to do. If not, contact the board and choose a new password with the link below.',
    ],
    linkLabel: 'Choose a new password',
    closing: 'We send this notice to keep your account safe.',
  }),
  sv: ({ associationName, newEmail }) => ({
    subject: `${associationName}: någon vill ändra din e-postadress`,
    lines: [
      'Hej,',
      `Någon har bett om att e-postadressen för ditt medlemskonto ändras till ${newEmail}.`,
      'Ingenting ändras förrän ändringen bekräftas med länken som skickats till den adressen.',
      'Om det var du, eller någon du bad om det, behöver du inte göra något mer. Om inte, kontakta styrelsen och välj ett nytt lösenord med länken nedan.',
    ],
    linkLabel: 'Välj nytt lösenord',
    closing: 'Vi skickar det här meddelandet för att skydda ditt konto.',
  }),
});

export type TSignInAlertData = TAccountMailData & { failures: number };

/** To the account's address when failed sign-ins reach the hourly limit (once per hour at most). */
export const signInAlertMail = accountMail<TSignInAlertData>({
  ta: ({ associationName, failures }) => ({
    subject: `${associationName}: உங்கள் கணக்கில் தோல்வியடைந்த உள்நுழைவுகள்`,
    lines: [
      'வணக்கம்,',
      `கடந்த ஒரு மணி நேரத்தில் தவறான கடவுச்சொல்லுடன் உங்கள் கணக்கில் உள்நுழைய ${failures} முறை முயற்சி நடந்தது.`,
      'அந்த முயற்சிகள் வந்த இடங்களிலிருந்து உள்நுழைவு ஒரு மணி நேரம் நிறுத்தப்பட்டுள்ளது; மேலும் முயற்சிகள் தாமதப்படுத்தப்படும். நீங்கள் வழக்கம்போல் உள்நுழையலாம், அல்லது கீழே உள்ள இணைப்பில் புதிய கடவுச்சொல்லை அமைக்கலாம்.',
    ],
    linkLabel: 'புதிய கடவுச்சொல்லை அமை',
    closing:
      'இந்த முயற்சிகள் உங்களுடையவை அல்ல என்றால், யாரோ உங்கள் கடவுச்சொல்லை ஊகிக்க முயல்கிறார்கள்: நீளமான புதிய கடவுச்சொல்லே சிறந்த பதில்.',
  }),
  en: ({ associationName, failures }) => ({
    subject: `${associationName}: failed sign-ins to your account`,
    lines: [
      'Hello,',
      `Within the last hour there were ${failures} attempts to sign in to your account with a wrong password.`,
      'Sign-in from the places these attempts came from is paused for an hour, and further attempts are slowed down. You can still sign in as usual, or choose a new password with the link below.',
    ],
    linkLabel: 'Choose a new password',
    closing:
      'If these attempts were not yours, someone may be guessing your password: a new, long password is the best answer.',
  }),
  sv: ({ associationName, failures }) => ({
    subject: `${associationName}: misslyckade inloggningar på ditt konto`,
    lines: [
      'Hej,',
      `Under den senaste timmen gjordes ${failures} försök att logga in på ditt konto med fel lösenord.`,
      'Inloggning från de platser försöken kom från är pausad i en timme, och fler försök fördröjs. Du kan fortfarande logga in som vanligt, eller välja ett nytt lösenord med länken nedan.',
    ],
    linkLabel: 'Välj nytt lösenord',
    closing:
      'Om det inte var du som försökte kan någon försöka gissa ditt lösenord: ett nytt, långt lösenord är det bästa svaret.',
  }),
});
