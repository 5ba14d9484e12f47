import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ZAssociation } from '../../../shared/association.ts';
import type { TMemberBooking } from '../../../shared/bookings.ts';
import type { TEventSummary } from '../../../shared/events.ts';
import type { TLoginUser } from '../../../shared/login-user.ts';
import { AssociationProvider } from '../../lib/association.tsx';
import { SessionContext, type TSession } from '../../lib/session/session-context.tsx';
import { createTestI18n } from '../../testing/render-with-i18n.tsx';

export const association = ZAssociation.parse(
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../../association.json'), 'utf8')),
);

export type TViewerKind = 'visitor' | 'checking' | 'member' | 'admin';

export function sessionOf(kind: TViewerKind, id = 7): TSession {
  const user =
    kind === 'member' || kind === 'admin'
      ? ({
          id,
          firstName: 'Kavitha',
          lastName: 'Raman',
          role: kind === 'admin' ? 'Admin' : 'Member',
          familyUsers: [{ id, role: kind === 'admin' ? 'Admin' : 'Member' }],
        } as unknown as TLoginUser)
      : null;
  return {
    status: kind === 'checking' ? 'checking' : user ? 'signedIn' : 'signedOut',
    user,
    isAdmin: kind === 'admin',
    wasSignedIn: false,
    signIn: () => undefined,
    signOut: async () => undefined,
    reload: async () => undefined,
  };
}

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
}

export const summary = (overrides: Partial<TEventSummary> = {}): TEventSummary => ({
  eventId: 3,
  name: 'Pongal Celebration',
  nameTamil: 'பொங்கல் விழா',
  startDate: '2025-01-14',
  endDate: '2025-01-15',
  startTime: null,
  endTime: null,
  place: '',
  description: '',
  descriptionTamil: '',
  year: 2025,
  picture: `${'a'.repeat(64)}.webp`,
  published: true,
  ...overrides,
});

/** A page inside everything it needs: router (at `url`), catalogs, query cache, association, session. */
export function withProviders(
  page: ReactElement,
  options: { url: string; route: string; language?: string; queryClient: QueryClient; session: TSession },
): ReactElement {
  return (
    <MemoryRouter initialEntries={[options.url]}>
      <I18nextProvider i18n={createTestI18n(options.language ?? 'en')}>
        <QueryClientProvider client={options.queryClient}>
          <AssociationProvider value={association}>
            <SessionContext.Provider value={options.session}>
              <Routes>
                <Route path={options.route} element={page} />
                <Route path="*" element={<p data-testid="elsewhere" />} />
              </Routes>
            </SessionContext.Provider>
          </AssociationProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </MemoryRouter>
  );
}

/** A family's confirmed, free booking of event 3 for two of them, changeable until 1 February 2026. */
export const memberBooking = (overrides: Partial<TMemberBooking> = {}): TMemberBooking => ({
  bookingId: 7,
  eventId: 3,
  status: 'confirmed',
  position: null,
  people: 2,
  note: '',
  amount: 0,
  paid: false,
  swish: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  attendees: ['0042A', '0042K1'],
  guestAdults: 0,
  guestChildren: 0,
  changeableUntil: '2026-02-01',
  ...overrides,
});
