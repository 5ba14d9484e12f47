// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { renderWithI18n } from '../../testing/render-with-i18n.tsx';
import { stubFetch } from '../../testing/stub-fetch.ts';
import type { TAssociation } from '../../../shared/association.ts';
import { AssociationProvider } from '../../lib/association.tsx';
import ContactPage from './contact-page.tsx';

const association = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../../association.json'), 'utf8'),
) as TAssociation;

const fetchMock = stubFetch();

const textAnswer = (text: string, status = 200) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
const jsonAnswer = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPage(language = 'en') {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const user = userEvent.setup();
  renderWithI18n(
    <QueryClientProvider client={queryClient}>
      <AssociationProvider value={association}>
        <MemoryRouter initialEntries={['/contactus']}>
          <ContactPage />
        </MemoryRouter>
      </AssociationProvider>
    </QueryClientProvider>,
    { language },
  );
  return user;
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Kumar Raj');
  await user.type(screen.getByLabelText('E-mail'), 'kumar@example.com');
  await user.type(screen.getByLabelText('Subject'), 'Pongal');
  await user.type(screen.getByLabelText('Message'), 'When is it?');
}

describe('/contactus', () => {
  it('shows Required under every empty field and sends nothing', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getAllByText('Required')).toHaveLength(4);
    expect(fetchMock).not.toHaveBeenCalled();
    // The first field with an error takes the focus, so a person starts where the form needs them.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Full name')));
  });

  it("takes a corrected field's error away as the person leaves it, and leaves the others", async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(screen.getByLabelText('Full name'), 'Kumar Raj');
    expect(screen.getAllByText('Required')).toHaveLength(4);
    await user.tab();
    expect(screen.getAllByText('Required')).toHaveLength(3);
  });

  it('shows the rule messages of the chosen language', async () => {
    const user = renderPage('sv');
    const sv = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../../../../locales/sv/validation.json'), 'utf8'),
    ) as Record<string, string>;
    await user.type(screen.getByLabelText('Fullständigt namn'), 'R2D2');
    await user.type(screen.getByLabelText('E-post'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(screen.getByText(sv['nameCharacters']!)).toBeTruthy();
    expect(screen.getByText(sv['emailInvalid']!)).toBeTruthy();
  });

  it('sends the message, clears the form and shows the success text', async () => {
    fetchMock.mockResolvedValue(textAnswer('Request Success.'));
    const user = renderPage();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Your request submitted successfully.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contactus/save');
    expect(JSON.parse(String(init?.body))).toEqual({
      fullName: 'Kumar Raj',
      email: 'kumar@example.com',
      subject: 'Pongal',
      message: 'When is it?',
      website: '',
    });
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
  });

  it('says a 429 with the catalog text for too many requests, and a generic error otherwise', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonAnswer({ error: 'too_many_requests', message: 'Too many Requests. Sorry! Please try again later.' }, 429),
    );
    const user = renderPage();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Too many Requests. Sorry! Please try again later.')).toBeTruthy();

    fetchMock.mockResolvedValueOnce(jsonAnswer({ error: 'internal', message: 'Something went wrong.' }, 500));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Your message could not be sent. Please try again.'),
    );
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Kumar Raj');
  });

  it('keeps the honeypot out of the tab order and hidden from assistive technology', () => {
    renderPage();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.autocomplete).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
