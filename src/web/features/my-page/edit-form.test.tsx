// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderWithI18n } from '../../testing/render-with-i18n.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import { KID_SCHEMA } from './profile-schemas.ts';
import { EditForm } from './edit-form.tsx';

/** The form's calls are mutations: they need a query client, as in the app. */
const withQueries = (node: ReactNode) => <QueryClientProvider client={createQueryClient()}>{node}</QueryClientProvider>;

const KID_FIELDS = [
  { name: 'firstName', mandatory: true },
  { name: 'lastName', mandatory: true },
  { name: 'personalNumber', mandatory: true, maxLength: 13 },
];

function renderKidForm(language = 'en') {
  const onSaved = vi.fn();
  renderWithI18n(
    withQueries(
      <EditForm
        kind="kid"
        title="Add kid"
        schema={KID_SCHEMA}
        fields={KID_FIELDS}
        initial={{ firstName: 'Nila', lastName: 'Raman', personalNumber: '' }}
        onSaved={onSaved}
        onCancel={() => undefined}
      />,
    ),
    { language },
  );
  return { onSaved, user: userEvent.setup() };
}

const personalNumber = () => screen.getByRole('textbox', { name: /^(Personnummer|Personal number) / });
const describedBy = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

afterEach(() => vi.unstubAllGlobals());

describe('EditForm (the kid of /mypage)', () => {
  it('opens the number pad for the personnummer and shows a typed 10-digit one in the stored form on leaving', async () => {
    const { user } = renderKidForm();
    expect(personalNumber().getAttribute('inputmode')).toBe('numeric');
    await user.type(personalNumber(), '150505-1001');
    await user.tab();
    expect(personalNumber()).toHaveProperty('value', '20150505-1001');
    expect(personalNumber()).toHaveProperty('ariaInvalid', null);
  });

  it('says on leaving when only the check digit is wrong, and when an adult is entered as a kid', async () => {
    const { user } = renderKidForm();
    await user.type(personalNumber(), '20150505-1002');
    await user.tab();
    expect(describedBy(personalNumber())).toBe(
      'The check digit (the last digit) does not match: please check the number',
    );
    await user.clear(personalNumber());
    await user.type(personalNumber(), '198503151238');
    await user.tab();
    expect(describedBy(personalNumber())).toBe(
      'A kid must be under 18; someone 18 or older registers as a member of their own',
    );
  });

  it("shows the server's field keys and says its refusal in the reader's language", async () => {
    const answers = [
      Response.json(
        {
          error: 'validation',
          message: 'Some fields are not valid.',
          fields: { 'self.personalNumber': 'kidAgeTooHigh' },
        },
        { status: 400 },
      ),
      Response.json(
        { error: 'too_many_kids', message: 'A family lists at most 5 kids.', params: { max: 5 } },
        { status: 409 },
      ),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answers.shift()!),
    );
    const { user, onSaved } = renderKidForm('sv');
    await user.type(personalNumber(), '20150505-1001');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(
      await screen.findByText('Barn måste vara under 18 år; den som är 18 eller äldre registrerar sig som egen medlem'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect((await screen.findByRole('alert')).textContent).toBe('En familj kan ha högst 5 barn registrerade.');
    expect(screen.queryByText(/at most 5 kids/)).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
