import type { TAssociation } from '../../shared/association.ts';
import { financialYearCode } from '../../shared/financial-year.ts';
import { financialYearLabel } from '../../shared/financial-year-label.ts';
import type { TLanguage } from '../../shared/languages.ts';
import { financialYearSpan, formatSek, mailSubject, renderMail, signOff, type TMailBlock } from './mail-render.ts';
import type { TMailTemplate } from './mail.types.ts';

export type TFeeLine = { givenId: string; firstName: string; lastName: string; feeSek: number };

export type TRegistrationReceivedData = {
  association: TAssociation;
  firstName: string;
  /** The registrant's givenId: the Swish message names it. */
  givenId: string;
  financialYear: number;
  people: TFeeLine[];
};

type TWords = {
  subject: string;
  /** The greeting without a name: the address has not proved itself yet. */
  greeting: string;
  received: (fy: string, span: string) => string;
  family: string;
  free: string;
  total: (amount: string) => string;
  howToPay: string;
  swish: (number: string, amount: string, message: string) => string;
  bank: (email: string, message: string) => string;
  terms: string;
  approval: string;
  questions: (email: string) => string;
};

const WORDS: Record<TLanguage, TWords> = {
  ta: {
    subject: 'உங்கள் உறுப்புரிமைப் பதிவு கிடைத்தது',
    greeting: 'வணக்கம்,',
    received: (fy, span) =>
      `உங்கள் குடும்பத்தை எங்கள் சங்கத்தில் பதிவு செய்ததற்கு நன்றி. ${fy}-க்கான (${span}) உங்கள் பதிவு எங்களுக்குக் கிடைத்துள்ளது.`,
    family: 'உங்கள் குடும்பமும் ஒவ்வொருவருக்குமான உறுப்பினர் கட்டணமும்:',
    free: 'இலவசம் (6 வயதுக்குக் கீழ்)',
    total: (amount) => `மொத்த உறுப்பினர் கட்டணம்: ${amount}`,
    howToPay: 'கட்டணம் செலுத்தும் முறை:',
    swish: (number, amount, message) =>
      `Swish: ${number} என்ற எண்ணுக்கு ${amount} அனுப்புங்கள்; செய்தியாக “${message}” என்று எழுதுங்கள்.`,
    bank: (email, message) =>
      `அல்லது வங்கிப் பரிமாற்றம்: கணக்கு விவரங்களுக்கு ${email} என்ற முகவரிக்கு எழுதுங்கள்; பணம் அனுப்பும்போது அதே செய்தியை (“${message}”) எழுதுங்கள்.`,
    terms: 'உறுப்பினர் கட்டணம் திருப்பித் தரப்படாது; அதை வேறொருவருக்கு மாற்றவும் முடியாது.',
    approval:
      'கட்டணம் கிடைத்த பின், உங்கள் உறுப்புரிமையை அங்கீகரிக்க ஓரிரு நாட்கள் ஆகும். அங்கீகரிக்கப்பட்டதும் உங்களுக்கு மின்னஞ்சல் அனுப்புவோம்.',
    questions: (email) => `கேள்விகள் இருந்தால், இந்த மின்னஞ்சலுக்குப் பதில் எழுதுங்கள் அல்லது ${email} என்ற முகவரிக்கு எழுதுங்கள்.`,
  },
  en: {
    subject: 'We have received your membership registration',
    greeting: 'Hello,',
    received: (fy, span) =>
      `Thank you for registering your family with our association. We have received your registration for ${fy} (${span}).`,
    family: 'Your family and the membership fee for each person:',
    free: 'free (under 6)',
    total: (amount) => `Total membership fee: ${amount}`,
    howToPay: 'How to pay:',
    swish: (number, amount, message) => `Swish: send ${amount} to ${number} with the message "${message}".`,
    bank: (email, message) =>
      `Or bank transfer: write to ${email} for the account details, and use the same message ("${message}").`,
    terms: 'The membership fee is non-refundable and non-transferable.',
    approval:
      'Once we have received your payment, it takes one or two days to approve your membership. We will send you an e-mail when it is approved.',
    questions: (email) => `Questions? Reply to this e-mail or write to ${email}.`,
  },
  sv: {
    subject: 'Vi har tagit emot din registrering',
    greeting: 'Hej,',
    received: (fy, span) =>
      `Tack för att du har registrerat din familj i vår förening. Vi har tagit emot registreringen för ${fy} (${span}).`,
    family: 'Din familj och medlemsavgiften för var och en:',
    free: 'gratis (under 6 år)',
    total: (amount) => `Medlemsavgift totalt: ${amount}`,
    howToPay: 'Så här betalar du:',
    swish: (number, amount, message) => `Swish: swisha ${amount} till ${number} och skriv ”${message}” som meddelande.`,
    bank: (email, message) =>
      `Eller banköverföring: skriv till ${email} så får du kontouppgifterna, och skriv samma meddelande (”${message}”).`,
    terms: 'Medlemsavgiften återbetalas inte och kan inte överlåtas.',
    approval:
      'När vi har fått din betalning tar det en till två dagar att godkänna medlemskapet. Du får ett mejl när det är godkänt.',
    questions: (email) => `Har du frågor? Svara på det här mejlet eller skriv till ${email}.`,
  },
};

/**
 * To the registrant: who is registered (by member number), what it costs, how to pay. The address
 * has not proved itself when this is sent, so the mail carries nothing the registrant typed (no
 * names): whoever types someone else's address makes us send only the association's own words.
 */
export const registrationReceivedMail: TMailTemplate<TRegistrationReceivedData> = (data, language) => {
  const words = WORDS[language];
  const { association } = data;
  // The payment message has the Swish QR's fixed form, so the board matches payments the same way.
  const paymentMessage = `${financialYearCode(data.financialYear)} ${data.givenId}`;
  const total = data.people.reduce((sum, person) => sum + person.feeSek, 0);
  const fee = (amount: number) => (amount === 0 ? words.free : formatSek(amount, language));
  const blocks: TMailBlock[] = [
    words.greeting,
    words.received(financialYearLabel(data.financialYear, language), financialYearSpan(data.financialYear, language)),
    words.family,
    { list: data.people.map((p) => `${p.givenId}: ${fee(p.feeSek)}`) },
    words.total(formatSek(total, language)),
    words.howToPay,
    {
      list: [
        words.swish(association.swishNumber, formatSek(total, language), paymentMessage),
        words.bank(association.email, paymentMessage),
      ],
    },
    words.terms,
    words.approval,
    words.questions(association.email),
    signOff(association.name, language),
  ];
  return renderMail(language, mailSubject(association.shortName, words.subject), blocks);
};
