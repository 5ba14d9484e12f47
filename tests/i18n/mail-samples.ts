import { ZAssociation } from '../../src/shared/association.ts';
import { financialYearCode } from '../../src/shared/financial-year.ts';
import type { TLanguage } from '../../src/shared/languages.ts';
import associationJson from '../../association.json' with { type: 'json' };
import {
  registrationApprovedMail,
  registrationRejectedMail,
} from '../../src/server/mail/registration-decision.template.ts';
import { registrationNoticeMail } from '../../src/server/mail/registration-notice.template.ts';
import { registrationReceivedMail } from '../../src/server/mail/registration-received.template.ts';
import { renewalApprovedMail } from '../../src/server/mail/renewal-approved.template.ts';
import {
  activationMail,
  emailVerificationMail,
  passwordResetMail,
} from '../../src/server/modules/accounts/account-mails.ts';
import { emailChangeNoticeMail, signInAlertMail } from '../../src/server/modules/accounts/security-notices.template.ts';
import {
  emailChangedMail,
  passwordChangedMail,
  signInLinkedMail,
} from '../../src/server/modules/accounts/change-undo.template.ts';
import { bookingMail, type TBookingMailKind } from '../../src/server/modules/bookings/booking-mails.template.ts';
import { contactMessageMail } from '../../src/server/modules/contact/contact-message.template.ts';
import { eventAnnouncementMail } from '../../src/server/modules/events/event-announcement.template.ts';
import { closureRequestMail } from '../../src/server/modules/members/closure-request.template.ts';
import { renewalReminderMail } from '../../src/server/modules/membership/renewal-reminder.template.ts';
import {
  paymentReceivedMail,
  paymentReminderMail,
} from '../../src/server/modules/statements/payment-mails.template.ts';
import { invitationMail } from '../../src/server/modules/register-import/invitation.template.ts';
import { duplicateEmailAnswer } from '../../src/server/modules/registration/registration.answers.ts';

const BOOKING_MAIL_KINDS: TBookingMailKind[] = [
  'confirm-link',
  'confirmed',
  'waiting',
  'moved',
  'cancelled',
  'reminder',
];
const association = ZAssociation.parse(associationJson);
const financialYear = 2025;
const people = [
  { givenId: '0042A', firstName: 'Kavitha', lastName: 'Raman', feeSek: 100, email: 'kavitha@example.org' },
  { givenId: '0042K1', firstName: 'Nila', lastName: 'Raman', feeSek: 0, email: null },
];
const link = 'https://example.org/x';
const accountData = (language: TLanguage) => ({
  link,
  associationName: association.name[language],
  shortName: association.shortName,
});

/** The Swish payment message keeps its fixed form (`FY2025 0042A`): the one place "FY" may stand. */
export const SWISH_MESSAGE = `${financialYearCode(financialYear)} ${people[0]!.givenId}`;

/**
 * Every text the server writes in a member's language, as a person reads it: each mail's subject
 * and plain text, and the registration's refusal. Keyed by the exported name of the template.
 */
export const SERVER_TEXTS: Record<string, (language: TLanguage) => string> = {
  registrationReceivedMail: (language) =>
    mailText(
      registrationReceivedMail(
        { association, firstName: 'Kavitha', givenId: '0042A', financialYear, people },
        language,
      ),
    ),
  registrationNoticeMail: (language) =>
    mailText(
      registrationNoticeMail({ association, financialYear, people, totalSek: 100, dashboardUrl: link }, language),
    ),
  registrationApprovedMail: (language) =>
    mailText(
      registrationApprovedMail({ association, firstName: 'Kavitha', financialYear, people, loginUrl: link }, language),
    ),
  registrationRejectedMail: (language) =>
    mailText(
      registrationRejectedMail({ association, firstName: 'Kavitha', financialYear, people, loginUrl: link }, language),
    ),
  renewalApprovedMail: (language) =>
    mailText(renewalApprovedMail({ association, firstName: 'Kavitha', financialYear, member: people[1]! }, language)),
  renewalReminderMail: (language) =>
    mailText(renewalReminderMail({ association, firstName: 'Kavitha', financialYear, link }, language)),
  invitationMail: (language) =>
    mailText(invitationMail({ association, firstName: 'Kavitha', givenId: '0042A', financialYear, link }, language)),
  paymentReceivedMail: (language) =>
    mailText(
      paymentReceivedMail(
        {
          association,
          firstName: 'Kavitha',
          amountOre: 25000,
          paidFor: { renewal: { year: financialYear, givenIds: ['0042A', '0042K1'] }, eventName: 'Pongal' },
        },
        language,
      ),
    ),
  paymentReminderMail: (language) =>
    mailText(
      paymentReminderMail(
        {
          association,
          firstName: 'Kavitha',
          owedOre: 15000,
          owedFor: [{ renewal: { year: financialYear, givenIds: ['0042A'] }, eventName: null }],
          link,
        },
        language,
      ),
    ),
  eventAnnouncementMail: (language) =>
    mailText(
      eventAnnouncementMail(
        {
          association,
          firstName: 'Kavitha',
          event: { name: 'Pongal', nameTamil: 'பொங்கல்', startDate: '2026-01-17', endDate: null },
          eventUrl: link,
        },
        language,
      ),
    ),
  contactMessageMail: (language) =>
    mailText(
      contactMessageMail(
        {
          association,
          fullName: 'Arun',
          email: 'arun@example.org',
          subject: 'Pongal',
          message: 'Hello',
          dashboardUrl: link,
        },
        language,
      ),
    ),
  emailChangeNoticeMail: (language) =>
    mailText(emailChangeNoticeMail({ ...accountData(language), newEmail: 'new.address@example.org' }, language)),
  emailChangedMail: (language) =>
    mailText(
      emailChangedMail(
        { ...accountData(language), oldEmail: 'old@example.org', newEmail: 'new@example.org' },
        language,
      ),
    ),
  passwordChangedMail: (language) => mailText(passwordChangedMail(accountData(language), language)),
  signInLinkedMail: (language) =>
    mailText(signInLinkedMail({ ...accountData(language), provider: 'Google' }, language)),
  signInAlertMail: (language) => mailText(signInAlertMail({ ...accountData(language), failures: 10 }, language)),
  closureRequestMail: (language) =>
    mailText(closureRequestMail({ association, member: { ...people[0]!, email: 'kavitha@example.org' } }, language)),
  activationMail: (language) =>
    mailText(
      activationMail({ link, associationName: association.name[language], shortName: association.shortName }, language),
    ),
  passwordResetMail: (language) =>
    mailText(
      passwordResetMail(
        { link, associationName: association.name[language], shortName: association.shortName },
        language,
      ),
    ),
  emailVerificationMail: (language) =>
    mailText(
      emailVerificationMail(
        { link, associationName: association.name[language], shortName: association.shortName },
        language,
      ),
    ),
  bookingMail: (language) =>
    BOOKING_MAIL_KINDS.map((kind) =>
      mailText(
        bookingMail(
          {
            association,
            kind,
            name: 'Kavitha',
            eventName: 'Pongal',
            eventDate: '17/01/2026',
            people: 4,
            amount: '150,00',
            link,
            cancelLink: link,
          },
          language,
        ),
      ),
    ).join('\n'),
  duplicateEmailAnswer: (language) =>
    duplicateEmailAnswer([{ field: 'spouse.email', email: 'arun@example.org' }], language).message,
};

function mailText(mail: { subject: string; text: string }): string {
  return `${mail.subject}\n${mail.text}`;
}
