import { describe, expect, it } from 'vitest';
import associationJson from '../../../../association.json' with { type: 'json' };
import { ZAssociation } from '../../../shared/association.ts';
import { SUPPORTED_LANGUAGES } from '../../../shared/languages.ts';
import { bookingMail, type TBookingMailKind } from './booking-mails.template.ts';

const association = ZAssociation.parse(associationJson);
const KINDS: TBookingMailKind[] = [
  'confirm-link',
  'confirmed',
  'waiting',
  'moved',
  'cancelled',
  'reminder',
  'board-cancelled',
  'board-changed',
  'board-moved',
];

const render = (
  kind: TBookingMailKind,
  language: (typeof SUPPORTED_LANGUAGES)[number],
  name = 'Anna <b>',
  people = 4,
) =>
  bookingMail(
    {
      association,
      kind,
      name,
      eventName: 'Pongal',
      eventDate: '2026-03-20',
      people,
      amount: '300,00',
      link: kind === 'confirm-link' ? 'https://example.org/bookings/confirm?token=abc' : 'https://example.org/events/1',
      cancelLink: 'https://example.org/bookings/cancel?token=def',
    },
    language,
  );

describe.each(KINDS)('the booking %s mail', (kind) => {
  it('exists in ta, en and sv, each its own text, headed by the short name, with the values escaped', () => {
    const mails = SUPPORTED_LANGUAGES.map((language) => render(kind, language));
    expect(new Set(mails.map((mail) => mail.subject)).size).toBe(3);
    expect(new Set(mails.map((mail) => mail.text)).size).toBe(3);
    for (const mail of mails) {
      expect(mail.subject.startsWith(`${association.shortName}: `)).toBe(true);
      expect(mail.subject).toContain('Pongal');
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/undefined|null|NaN|\[object/);
      expect(mail.html).toContain('Anna &lt;b&gt;');
      expect(mail.html).not.toContain('Anna <b>');
    }
  });
});

describe('the booking mails', () => {
  it('ask for payment only once a place is certain, and link a visitor to cancel', () => {
    expect(render('confirmed', 'en').text).toContain('Amount to pay: 300,00 kr');
    expect(render('waiting', 'en').text).not.toContain('Amount to pay');
    expect(render('confirmed', 'en').text).toContain(
      'Cancel the booking: https://example.org/bookings/cancel?token=def',
    );
    expect(render('cancelled', 'en').text).not.toContain('cancel?token');
    expect(render('confirm-link', 'sv').text).toContain(
      'Bekräfta bokningen: https://example.org/bookings/confirm?token=abc',
    );
  });
});

describe('the people and the day', () => {
  it('count one person in the singular and write the day as each language does', () => {
    expect(render('confirmed', 'sv', 'Anna', 1).text).toContain('för 1 person till Pongal den 20 mars 2026');
    expect(render('confirmed', 'sv', 'Anna', 4).text).toContain('för 4 personer till Pongal den 20 mars 2026');
    expect(render('confirmed', 'en', 'Anna', 1).text).toContain('for 1 person for Pongal on 20/03/2026');
    expect(render('confirmed', 'ta', 'Anna', 1).text).toContain('ஒருவருக்கான உங்கள் முன்பதிவு');
    for (const language of SUPPORTED_LANGUAGES)
      expect(render('board-changed', language, 'Anna', 1).text).not.toMatch(/\b1 (personer|people)|1 பேர/);
  });

  it('say the calendar is an attached file, in every language', () => {
    expect(render('confirmed', 'ta').text).toContain('இணைக்கப்பட்டுள்ள கோப்பை');
    expect(render('confirmed', 'ta').text).not.toContain('இணைப்பைத் திறக்கவும்');
    expect(render('confirmed', 'sv').text).toContain('bifogade filen');
  });
});

describe('a mail without a name', () => {
  it.each(SUPPORTED_LANGUAGES)('greets neutrally in %s, with nothing where the name would be', (language) => {
    const mail = render('confirm-link', language, '');
    expect(mail.text.split('\n')[0]).toMatch(/^(Hello,|Hej,|வணக்கம்,)$/);
    expect(mail.text).not.toMatch(/Dear ,|அன்புள்ள ,/);
  });

  it('says "booking" in the glossary words: முன்பதிவு in Tamil, never a bare பதிவு; bokning in Swedish', () => {
    for (const kind of KINDS) {
      const tamil = render(kind, 'ta');
      expect(`${tamil.subject}\n${tamil.text}`.replaceAll('முன்பதிவ', '')).not.toContain('பதிவ');
      expect(render(kind, 'sv').text).not.toContain('anmälan');
    }
  });
});
