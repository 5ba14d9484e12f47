// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderWithI18n } from '../../testing/render-with-i18n.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import { familyMember } from './my-page.fixtures.ts';
import { RenewalDialog } from './renewal-dialog.tsx';

/** The form's calls are mutations: they need a query client, as in the app. */
const withQueries = (node: ReactNode) => <QueryClientProvider client={createQueryClient()}>{node}</QueryClientProvider>;

const member = (givenId: string, firstName: string, feeSek: number) => familyMember(givenId, firstName, { feeSek });

const members = [member('0042A', 'Kavitha', 100), member('0042K1', 'Nila', 50)];

afterEach(() => vi.unstubAllGlobals());

describe('RenewalDialog', () => {
  it('ticks everyone, totals the fees, and asks for the QR code with the chosen ids', async () => {
    const fetchMock = vi.fn(async () => {
      return new Response('<svg xmlns="http://www.w3.org/2000/svg"></svg>', {
        status: 200,
        headers: {
          'content-type': 'image/svg+xml',
          'x-swish-payee': '1230000000',
          'x-swish-amount': '50,00',
          'x-swish-message': 'FY2025 0042K1',
          'x-swish-app-link': 'swish://payment?data=%7B%22version%22%3A1%7D',
        },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    const onPaid = vi.fn();
    renderWithI18n(
      withQueries(<RenewalDialog open year={2025} members={members} onClose={() => undefined} onPaid={onPaid} />),
    );
    expect(screen.getByText('Total: 150 kr')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('0042A Kavitha Raman: 100 kr'));
    expect(screen.getByText('Total: 50 kr')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    const image = await screen.findByRole('img', { name: 'Swish QR code for the membership fee' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/member/QRCode?ids=0042K1',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(screen.getByText('FY2025 0042K1')).toBeTruthy();
    // On the phone itself: the link that opens Swish, beside the QR code for another device.
    expect(screen.getByRole('link', { name: 'Open in Swish' }).getAttribute('href')).toBe(
      'swish://payment?data=%7B%22version%22%3A1%7D',
    );
    await userEvent.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(onPaid).toHaveBeenCalled();
  });

  it("says the server's refusal in the reader's language, with the names it sent", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            error: 'already_member',
            message: 'Kavitha Raman (0042A) is already a member for FY2025.',
            params: { people: 'Kavitha Raman (0042A)', year: 2025 },
          },
          { status: 409 },
        ),
      ),
    );
    renderWithI18n(
      withQueries(
        <RenewalDialog open year={2025} members={members} onClose={() => undefined} onPaid={() => undefined} />,
      ),
      { language: 'sv' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Fortsätt' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Redan medlem för verksamhetsåret 2025/26: Kavitha Raman (0042A).',
    );
    expect(screen.queryByText(/is already a member/)).toBeNull();
  });

  it('offers no Swish link unless the server sent a swish: one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('<svg xmlns="http://www.w3.org/2000/svg"></svg>', {
            status: 200,
            headers: { 'content-type': 'image/svg+xml', 'x-swish-app-link': 'javascript:alert(1)' },
          }),
      ),
    );
    renderWithI18n(
      withQueries(
        <RenewalDialog open year={2025} members={members} onClose={() => undefined} onPaid={() => undefined} />,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    await screen.findByRole('img', { name: 'Swish QR code for the membership fee' });
    expect(screen.queryByRole('link', { name: 'Open in Swish' })).toBeNull();
  });
});
