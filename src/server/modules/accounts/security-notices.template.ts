import { accountMail, type TAccountMailData } from './account-mails.ts';

/**
 * Mails about the safety of an account: the notice of an e-mail change asked for (to the old
 * address), and failed sign-ins. The notices after a change, with their undo link: change-undo.template.ts.
 */

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
