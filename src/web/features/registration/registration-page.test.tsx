// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { stubFetch } from '../../testing/stub-fetch.ts';
import { association, renderPage, section, SUCCESS_TEXT } from './registration-page.fixtures.tsx';

const FAILURE_TEXT =
  'Something went wrong during the registration process. Please try again. If the issue persists, contact the board members for assistance.';

const fetchMock = stubFetch();

function textAnswer(text: string, status = 200): Response {
  return new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

function jsonAnswer(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function fillSelf(user: ReturnType<typeof userEvent.setup>) {
  const self = section('About you');
  await user.type(within(self).getByLabelText('First name'), 'Anna');
  await user.type(within(self).getByLabelText('Last name'), 'Raman');
  await user.type(within(self).getByLabelText('Personal number'), '19900101-0017');
  await user.type(within(self).getByLabelText('E-mail'), 'anna@e2e.test');
}

async function acceptTerms(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Read the membership terms' }));
  const dialog = screen.getByRole('dialog', { name: 'Membership terms' });
  await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
}

describe('RegistrationPage', () => {
  it('shows Required under every mandatory field and Please accept on an empty submit', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const self = section('About you');
    for (const label of ['First name', 'Last name', 'Personal number', 'E-mail']) {
      const field = within(self).getByLabelText(label);
      expect(field).toHaveProperty('ariaInvalid', 'true');
      expect(field.getAttribute('aria-describedby')).toBeTruthy();
      expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe('Required');
    }
    expect(screen.getByText('Please accept')).toBeTruthy();
    expect(document.activeElement).toBe(within(self).getByLabelText('First name'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('revalidates a field on blur after the first submit', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const firstName = within(section('About you')).getByLabelText('First name');
    await user.type(firstName, 'Anna');
    await user.tab();
    expect(firstName).toHaveProperty('ariaInvalid', null);
    const personalNumber = within(section('About you')).getByLabelText('Personal number');
    await user.type(personalNumber, '1990-01-01');
    await user.tab();
    expect(
      screen.getByText('Invalid Personal Number, Please follow the format (YYYYMMDD-XXXX)', { exact: true }),
    ).toBeTruthy();
  });

  it('checks a personnummer on leaving the field, before any submit, and says a wrong check digit apart', async () => {
    const { user } = renderPage();
    const personalNumber = within(section('About you')).getByLabelText('Personal number');
    expect(personalNumber.getAttribute('inputmode')).toBe('numeric');
    await user.type(personalNumber, '19900101-0018');
    await user.tab();
    expect(document.getElementById(personalNumber.getAttribute('aria-describedby')!)?.textContent).toBe(
      'The check digit (the last digit) does not match: please check the number',
    );
    await user.clear(personalNumber);
    await user.type(personalNumber, '199001010017');
    await user.tab();
    expect(personalNumber).toHaveProperty('value', '19900101-0017');
    expect(personalNumber).toHaveProperty('ariaInvalid', null);
    // An empty field left untouched stays quiet until the first submit.
    await user.click(within(section('About you')).getByLabelText('E-mail'));
    await user.tab();
    expect(within(section('About you')).getByLabelText('E-mail')).toHaveProperty('ariaInvalid', null);
  });

  it("fills a kid's family name from the registrant's and counts every person in the fee box", async () => {
    const { user } = renderPage();
    await fillSelf(user);
    const spouse = section('Spouse');
    await user.click(within(spouse).getByRole('checkbox', { name: 'Register my spouse too' }));
    await user.type(within(spouse).getByLabelText('Personal number'), '19880515-0004');
    for (let i = 0; i < 2; i++) await user.click(screen.getByRole('button', { name: 'Add kid' }));
    const kid1 = screen.getByRole('group', { name: 'Kid 1' });
    expect(within(kid1).getByLabelText('Last name')).toHaveProperty('value', 'Raman');
    await user.type(within(kid1).getByLabelText('Personal number'), '150101-0001');

    const box = screen.getByRole('heading', { name: 'Membership fee for your family' }).parentElement!;
    const lines = within(box)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      'You: 100 kr (18 and over)',
      'Spouse: not counted yet – The check digit (the last digit) does not match: please check the number',
      'Kid 1: 50 kr (6 to 17)',
      'Kid 2: not counted yet – no personal number yet',
    ]);
    expect(within(box).getByText(/^Total so far: 150 kr\./)).toBeTruthy();
  });

  it('ticks the terms box only through the Accept button of the terms popup', async () => {
    const { user } = renderPage();
    const box = screen.getByRole('checkbox', { name: 'I have read and accept the membership terms' });
    await user.click(box);
    expect(box).toHaveProperty('checked', false);
    const dialog = screen.getByRole('dialog', { name: 'Membership terms' });
    expect(
      within(dialog).getByText('The membership fee is 100 kr per year for each adult aged 18 or over.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Kids aged 6 to 17 pay 50 kr per year.')).toBeTruthy();
    expect(within(dialog).getByText('Kids under 6 are free.')).toBeTruthy();
    expect(within(dialog).getByText('The membership fee is non-refundable and non-transferable.')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(box).toHaveProperty('checked', false);

    await acceptTerms(user);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(box).toHaveProperty('checked', true);
  });

  it('reveals the spouse fields when the spouse box is ticked', async () => {
    const { user } = renderPage();
    const spouse = section('Spouse');
    expect(within(spouse).queryByLabelText('First name')).toBeNull();
    await user.click(within(spouse).getByRole('checkbox', { name: 'Register my spouse too' }));
    expect(within(spouse).getByLabelText('First name')).toBeTruthy();
    expect(within(spouse).getByLabelText('E-mail')).toBeTruthy();
  });

  it('adds kids up to five, then hides the button; removing the last kid hides the kids', async () => {
    const { user } = renderPage();
    for (let i = 1; i <= 5; i++) await user.click(screen.getByRole('button', { name: 'Add kid' }));
    expect(screen.getAllByRole('group', { name: /^Kid \d$/ })).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Add kid' })).toBeNull();
    expect(screen.getByText('A family can register at most 5 kids.')).toBeTruthy();

    for (let i = 5; i >= 1; i--) await user.click(screen.getByRole('button', { name: `Remove kid ${i}` }));
    expect(screen.queryAllByRole('group', { name: /^Kid \d$/ })).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add kid' }));
  });

  it('sends the family once and shows the success text', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = renderPage();
    await fillSelf(user);
    await user.click(screen.getByRole('button', { name: 'Add kid' }));
    const kid = screen.getByRole('group', { name: 'Kid 1' });
    await user.type(within(kid).getByLabelText('First name'), 'Arun');
    await user.type(within(kid).getByLabelText('Personal number'), '20150101-0001');
    await acceptTerms(user);

    const submit = screen.getByRole('button', { name: 'Register' });
    await user.click(submit);
    await user.click(submit);
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/membership/register');
    expect(JSON.parse(String(init?.body))).toEqual({
      self: {
        firstName: 'Anna',
        lastName: 'Raman',
        personalNumber: '19900101-0017',
        email: 'anna@e2e.test',
        accept: 'v1.0.0',
      },
      kids: [{ firstName: 'Arun', lastName: 'Raman', personalNumber: '20150101-0001' }],
      language: 'en',
    });

    answer(textAnswer(`${association.shortName} Registration Success.`));
    // The answer's check and the success screen's render take their time on a loaded machine.
    expect(await screen.findByText(SUCCESS_TEXT, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it("shows the server's reason and field errors on the form", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonAnswer({ error: 'duplicate_email', message: 'This e-mail is already registered.' }, 409),
    );
    const { user } = renderPage();
    await fillSelf(user);
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This e-mail is already registered.');

    fetchMock.mockResolvedValueOnce(
      jsonAnswer(
        { error: 'validation', message: 'Some fields are not valid.', fields: { 'self.email': 'emailInvalid' } },
        400,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Register' }));
    // The catalog's words for the code, not the server's English message.
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Some fields are not valid: please check the marked fields.',
      ),
    );
    expect(screen.getByText('Invalid email address')).toBeTruthy();
  });

  it('shows the generic failure when the request cannot be made or the server fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = renderPage();
    await fillSelf(user);
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toBe(FAILURE_TEXT);

    fetchMock.mockResolvedValueOnce(jsonAnswer({ error: 'internal', message: 'Something went wrong.' }, 500));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect((await screen.findByRole('alert')).textContent).toBe(FAILURE_TEXT);
  });

  it.each([
    ['ta', 'பதிவு செய்', 'கட்டாயம்'],
    ['sv', 'Registrera', 'Obligatoriskt'],
  ])('speaks %s, validation messages included', async (language, submit, required) => {
    const { user } = renderPage(language);
    await user.click(screen.getByRole('button', { name: submit }));
    expect(screen.getAllByText(required).length).toBeGreaterThanOrEqual(4);
  });
});
