// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderWithI18n } from '../../../testing/render-with-i18n.tsx';
import { stubFetch } from '../../../testing/stub-fetch.ts';
import { VisitorBookingForm } from './visitor-booking-form.tsx';

const fetchMock = stubFetch();

function renderForm(language = 'en') {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  renderWithI18n(
    <QueryClientProvider client={queryClient}>
      <VisitorBookingForm eventId="3" maxPlaces={6} />
    </QueryClientProvider>,
    { language },
  );
  return userEvent.setup();
}

describe('VisitorBookingForm', () => {
  it('checks name, e-mail and phone with the shared schema before sending anything', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the sign-up in the reader’s language and then says only that a mail is on its way', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ status: 'pending_email' }), {
        status: 202,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const user = renderForm('sv');
    await user.type(screen.getByLabelText('Namn'), 'Meena');
    await user.type(screen.getByLabelText('E-post'), 'meena@example.com');
    await user.type(screen.getByLabelText('Telefon'), '0701234567');
    await user.click(screen.getByRole('button', { name: 'Skicka anmälan' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/events/3/guest-bookings');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: 'Meena',
      email: 'meena@example.com',
      adults: 1,
      children: 0,
      language: 'sv',
    });
    expect((await screen.findByTestId('visitor-booking-sent')).textContent).toContain('Inget är bokat innan dess.');
  });
});
