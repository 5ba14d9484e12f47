import { describe, expect, it } from 'vitest';
import { ZAssociation } from '../../shared/association.ts';
import { SUPPORTED_LANGUAGES } from '../../shared/languages.ts';
import associationJson from '../../../association.json' with { type: 'json' };
import { escapeHtml } from './mail-render.ts';
import type { TMailContent } from './mail.types.ts';
import { registrationApprovedMail, registrationRejectedMail } from './registration-decision.template.ts';
import { registrationNoticeMail } from './registration-notice.template.ts';
import { registrationReceivedMail } from './registration-received.template.ts';
import { renewalApprovedMail } from './renewal-approved.template.ts';
import { activationMail, emailVerificationMail, passwordResetMail } from '../modules/accounts/account-mails.ts';
import { contactMessageMail } from '../modules/contact/contact-message.template.ts';
import { eventAnnouncementMail } from '../modules/events/event-announcement.template.ts';
import { closureRequestMail } from '../modules/members/closure-request.template.ts';
import { renewalReminderMail } from '../modules/membership/renewal-reminder.template.ts';
import { invitationMail } from '../modules/register-import/invitation.template.ts';

const association = ZAssociation.parse(associationJson);
const people = [
  { givenId: '0042A', firstName: 'Kavitha', lastName: 'Raman <b>', feeSek: 100, email: 'k@example.org' },
  { givenId: '0042K1', firstName: 'Nila', lastName: 'Raman', feeSek: 0, email: null },
];

const templates: Record<string, (language: (typeof SUPPORTED_LANGUAGES)[number]) => TMailContent> = {
  'registration received': (language) =>
    registrationReceivedMail(
      { association, firstName: 'Kavitha', givenId: '0042A', financialYear: 2025, people },
      language,
    ),
  'registration notice': (language) =>
    registrationNoticeMail(
      { association, financialYear: 2025, people, totalSek: 100, dashboardUrl: 'https://example.org/admindashboard' },
      language,
    ),
  approval: (language) =>
    registrationApprovedMail(
      { association, firstName: 'Kavitha', financialYear: 2025, people, loginUrl: 'https://example.org/memberlogin' },
      language,
    ),
  rejection: (language) =>
    registrationRejectedMail(
      { association, firstName: 'Kavitha', financialYear: 2025, people, loginUrl: 'https://example.org/memberlogin' },
      language,
    ),
  'renewal approval': (language) =>
    renewalApprovedMail({ association, firstName: 'Kavitha', financialYear: 2025, member: people[1]! }, language),
  'renewal reminder': (language) =>
    renewalReminderMail(
      { association, firstName: 'Kavitha', financialYear: 2025, link: 'https://example.org/mypage' },
      language,
    ),
  'register invitation': (language) =>
    invitationMail(
      {
        association,
        firstName: 'Kavitha',
        givenId: '0042A',
        financialYear: 2025,
        link: 'https://example.org/activateaccount?email=k%40example.org&code=abc',
      },
      language,
    ),
  'event announcement': (language) =>
    eventAnnouncementMail(
      {
        association,
        firstName: 'Kavitha',
        event: { name: 'Pongal', nameTamil: 'பொங்கல்', startDate: '2026-01-14', endDate: null },
        eventUrl: 'https://example.org/events/1',
      },
      language,
    ),
  'contact message': (language) =>
    contactMessageMail(
      {
        association,
        fullName: 'Kumar Raj',
        email: 'kumar@example.org',
        subject: 'Pongal',
        message: 'Hello',
        dashboardUrl: 'https://example.org/admindashboard',
      },
      language,
    ),
  'closure request': (language) =>
    closureRequestMail({ association, member: { ...people[0]!, email: 'k@example.org' } }, language),
  ...Object.fromEntries(
    Object.entries({
      activation: activationMail,
      'password reset': passwordResetMail,
      verification: emailVerificationMail,
    }).map(([name, template]) => [
      name,
      (language: (typeof SUPPORTED_LANGUAGES)[number]) =>
        template(
          {
            link: 'https://example.org/x',
            associationName: association.name[language],
            shortName: association.shortName,
          },
          language,
        ),
    ]),
  ),
};

describe.each(Object.entries(templates))('the %s mail', (_name, render) => {
  it('exists in ta, en and sv, each its own text, its subject headed by the short name as every mail is', () => {
    const mails = SUPPORTED_LANGUAGES.map(render);
    expect(new Set(mails.map((mail) => mail.subject)).size).toBe(3);
    expect(new Set(mails.map((mail) => mail.text)).size).toBe(3);
    for (const mail of mails) {
      expect(mail.subject.startsWith('STTA: ')).toBe(true);
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/undefined|null|NaN|\[object/);
    }
  });

  it('escapes the values in its HTML', () => {
    for (const mail of SUPPORTED_LANGUAGES.map(render)) {
      if (!mail.text.includes('Raman <b>')) continue;
      expect(mail.html).toContain('Raman &lt;b&gt;');
      expect(mail.html).not.toContain('Raman <b>');
    }
  });
});

describe('the registration received mail', () => {
  it('gives each fee, the total and how to pay with Swish', () => {
    const mail = templates['registration received']!('en');
    expect(mail.text).toContain('0042A: 100 kr');
    expect(mail.text).toContain('0042K1: free (under 6)');
    // Sent before the address proved itself: nothing the registrant typed.
    expect(mail.text.split('\n')[0]).toBe('Hello,');
    expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/Kavitha|Raman|Nila/);
    expect(mail.text).toContain('Total membership fee: 100 kr');
    expect(mail.text).toContain(`Swish: send 100 kr to ${association.swishNumber} with the message "FY2025 0042A"`);
    expect(mail.text).toContain('non-refundable and non-transferable');
    expect(mail.text).toContain('one or two days');
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
