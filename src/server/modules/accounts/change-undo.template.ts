import { accountMail, type TAccountMailData } from './account-mails.ts';

/**
 * To the old address after its sign-in e-mail or password changed: what changed, and the link that
 * puts it back within 7 days (the page it opens acts only on a press).
 */

export type TEmailChangedData = TAccountMailData & { oldEmail: string; newEmail: string };

export const emailChangedMail = accountMail<TEmailChangedData>({
  ta: ({ oldEmail, newEmail }) => ({
    subject: 'உங்கள் உள்நுழைவு மின்னஞ்சல் மாற்றப்பட்டது',
    lines: [
      'வணக்கம்,',
      `உங்கள் உறுப்பினர் கணக்கின் உள்நுழைவு மின்னஞ்சல் ${oldEmail} இலிருந்து ${newEmail} ஆக மாற்றப்பட்டது.`,
      'இதை நீங்கள் செய்யவில்லை என்றால், கீழே உள்ள இணைப்பைத் திறந்து பொத்தானை அழுத்துங்கள்: பழைய முகவரியும் கடவுச்சொல்லும் திரும்ப வரும், எல்லா உள்நுழைவுகளும் முடிவடையும்.',
    ],
    linkLabel: 'மாற்றத்தைத் திரும்பப் பெறு',
    closing: 'இந்த இணைப்பு 7 நாட்கள் செல்லுபடியாகும், ஒருமுறை மட்டுமே பயன்படுத்தலாம். மாற்றம் உங்களுடையது என்றால் எதுவும் செய்ய வேண்டாம்.',
  }),
  en: ({ oldEmail, newEmail }) => ({
    subject: 'Your sign-in e-mail was changed',
    lines: [
      'Hello,',
      `The sign-in e-mail of your member account was changed from ${oldEmail} to ${newEmail}.`,
      'If this was not you, open the link below and press its button: the old address and password come back and every session ends.',
    ],
    linkLabel: 'Undo the change',
    closing: 'The link is valid for 7 days and works once. If the change was yours, there is nothing to do.',
  }),
  sv: ({ oldEmail, newEmail }) => ({
    subject: 'Din e-postadress för inloggning har ändrats',
    lines: [
      'Hej,',
      `E-postadressen för inloggning på ditt medlemskonto har ändrats från ${oldEmail} till ${newEmail}.`,
      'Om det inte var du, öppna länken nedan och tryck på knappen: den gamla adressen och lösenordet kommer tillbaka och alla inloggningar avslutas.',
    ],
    linkLabel: 'Ångra ändringen',
    closing: 'Länken gäller i 7 dagar och fungerar en gång. Om ändringen var din behöver du inte göra något.',
  }),
});

export const passwordChangedMail = accountMail({
  ta: () => ({
    subject: 'உங்கள் கடவுச்சொல் மாற்றப்பட்டது',
    lines: [
      'வணக்கம்,',
      'உங்கள் உறுப்பினர் கணக்கிற்குப் புதிய கடவுச்சொல் அமைக்கப்பட்டது.',
      'இதை நீங்கள் செய்யவில்லை என்றால், கீழே உள்ள இணைப்பைத் திறந்து பொத்தானை அழுத்துங்கள்: பழைய கடவுச்சொல் திரும்ப வரும், எல்லா உள்நுழைவுகளும் முடிவடையும்.',
    ],
    linkLabel: 'மாற்றத்தைத் திரும்பப் பெறு',
    closing: 'இந்த இணைப்பு 7 நாட்கள் செல்லுபடியாகும், ஒருமுறை மட்டுமே பயன்படுத்தலாம். மாற்றம் உங்களுடையது என்றால் எதுவும் செய்ய வேண்டாம்.',
  }),
  en: () => ({
    subject: 'Your password was changed',
    lines: [
      'Hello,',
      'A new password was set for your member account.',
      'If this was not you, open the link below and press its button: the old password comes back and every session ends.',
    ],
    linkLabel: 'Undo the change',
    closing: 'The link is valid for 7 days and works once. If the change was yours, there is nothing to do.',
  }),
  sv: () => ({
    subject: 'Ditt lösenord har ändrats',
    lines: [
      'Hej,',
      'Ett nytt lösenord har valts för ditt medlemskonto.',
      'Om det inte var du, öppna länken nedan och tryck på knappen: det gamla lösenordet kommer tillbaka och alla inloggningar avslutas.',
    ],
    linkLabel: 'Ångra ändringen',
    closing: 'Länken gäller i 7 dagar och fungerar en gång. Om ändringen var din behöver du inte göra något.',
  }),
});

export type TSignInLinkedData = TAccountMailData & { provider: string };

export const signInLinkedMail = accountMail<TSignInLinkedData>({
  ta: ({ provider }) => ({
    subject: `${provider} உள்நுழைவு உங்கள் கணக்குடன் இணைக்கப்பட்டது`,
    lines: [
      'வணக்கம்,',
      `இனி ${provider} மூலம் உங்கள் உறுப்பினர் கணக்கில் உள்நுழையலாம்: அந்த உள்நுழைவு உங்கள் கணக்குடன் இணைக்கப்பட்டது.`,
      'இதை நீங்கள் செய்யவில்லை என்றால், கீழே உள்ள இணைப்பைத் திறந்து பொத்தானை அழுத்துங்கள்: இணைப்பு நீக்கப்படும், எல்லா உள்நுழைவுகளும் முடிவடையும்.',
    ],
    linkLabel: 'மாற்றத்தைத் திரும்பப் பெறு',
    closing: 'இந்த இணைப்பு 7 நாட்கள் செல்லுபடியாகும், ஒருமுறை மட்டுமே பயன்படுத்தலாம். மாற்றம் உங்களுடையது என்றால் எதுவும் செய்ய வேண்டாம்.',
  }),
  en: ({ provider }) => ({
    subject: `${provider} sign-in was linked to your account`,
    lines: [
      'Hello,',
      `A ${provider} sign-in was linked to your member account: it now signs in to your account.`,
      'If this was not you, open the link below and press its button: the link is removed and every session ends.',
    ],
    linkLabel: 'Undo the change',
    closing: 'The link is valid for 7 days and works once. If the change was yours, there is nothing to do.',
  }),
  sv: ({ provider }) => ({
    subject: `Inloggning med ${provider} har kopplats till ditt konto`,
    lines: [
      'Hej,',
      `En inloggning med ${provider} har kopplats till ditt medlemskonto: den loggar nu in på ditt konto.`,
      'Om det inte var du, öppna länken nedan och tryck på knappen: kopplingen tas bort och alla inloggningar avslutas.',
    ],
    linkLabel: 'Ångra ändringen',
    closing: 'Länken gäller i 7 dagar och fungerar en gång. Om ändringen var din behöver du inte göra något.',
  }),
});
