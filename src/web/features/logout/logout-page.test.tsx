// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { renderWithI18n } from '../../testing/render-with-i18n.tsx';
import type { TAssociation } from '../../../shared/association.ts';
import { AssociationProvider } from '../../lib/association.tsx';
import { SessionContext, type TSession, type TSessionStatus } from '../../lib/session/session-context.tsx';
import LogoutPage from './logout-page.tsx';

const association = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../../association.json'), 'utf8'),
) as TAssociation;

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** A session whose sign-out leaves it in `statusAfterSignOut`, as the real provider's would settle. */
function FakeSession({
  statusAfterSignOut,
  signOut,
  children,
}: {
  statusAfterSignOut: TSessionStatus;
  signOut: () => void;
  children: ReactNode;
}) {
  const [status, setStatus] = useState<TSessionStatus>('signedIn');
  const session: TSession = {
    status,
    user: null,
    isAdmin: false,
    wasSignedIn: true,
    signIn: () => undefined,
    signOut: async () => {
      signOut();
      setStatus(statusAfterSignOut);
    },
    reload: async () => undefined,
  };
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

function renderLogout(statusAfterSignOut: TSessionStatus) {
  const signOut = vi.fn();
  renderWithI18n(
    <AssociationProvider value={association}>
      <FakeSession statusAfterSignOut={statusAfterSignOut} signOut={signOut}>
        <MemoryRouter initialEntries={['/logout']}>
          <Routes>
            <Route path="/logout" element={<LogoutPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </FakeSession>
    </AssociationProvider>,
  );
  return { signOut };
}

describe('LogoutPage', () => {
  it('says it is logging out, signs out, then goes to /', async () => {
    const { signOut } = renderLogout('signedOut');
    expect(screen.getByRole('status').textContent).toBe('Logging out...');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('goes to /mypage when a user is still present after the sign-out', async () => {
    const { signOut } = renderLogout('signedIn');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/mypage'));
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});
