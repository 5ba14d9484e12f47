// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderWithI18n } from '../../testing/render-with-i18n.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import type { TFamilyMember } from '../../../shared/profile.schema.ts';
import { FamilyTab } from './family-tab.tsx';
import { adminFamilySource, FamilySourceContext } from './family-source.ts';
import { familyMember, familyProfileOf } from './my-page.fixtures.ts';

const member = (id: number, givenId: string, firstName: string, hasAccount = false) =>
  familyMember(givenId, firstName, {
    id,
    hasAccount,
    email: hasAccount ? `${firstName.toLowerCase()}@example.org` : null,
  });

const ME = member(1, '0042A', 'Kavitha');
const SPOUSE = member(2, '0042B', 'Arun', true);
const KID = member(3, '0042K1', 'Nila');

function renderTab(members: TFamilyMember[], openedForm: string | null, admin = false) {
  const profile = familyProfileOf(members);
  const tab = <FamilyTab profile={profile} me={ME} onChanged={async () => undefined} openedForm={openedForm} />;
  renderWithI18n(
    <QueryClientProvider client={createQueryClient()}>
      {admin ? (
        <FamilySourceContext.Provider value={adminFamilySource('0042A')}>{tab}</FamilySourceContext.Provider>
      ) : (
        tab
      )}
    </QueryClientProvider>,
  );
}

describe('FamilyTab (the forms in the page address, for a member without the app)', () => {
  it('makes the pencils and the add buttons links to their forms’ addresses', () => {
    renderTab([ME, KID], null);
    expect(screen.getByRole('button', { name: 'Edit kid 0042K1' }).getAttribute('href')).toBe(
      '/mypage?tab=family&edit=kid:0042K1',
    );
    expect(screen.getByRole('button', { name: 'Add kid' }).getAttribute('href')).toBe('/mypage?tab=family&edit=kid');
    expect(screen.getByRole('button', { name: 'Add spouse' }).getAttribute('href')).toBe(
      '/mypage?tab=family&edit=spouse',
    );
  });

  it('opens the form of the kid the address names, posting to that address', () => {
    renderTab([ME, KID], 'kid:0042K1');
    const form = screen.getByRole('form', { name: 'Edit kid 0042K1' });
    expect(form.getAttribute('action')).toBe('/mypage?tab=family&edit=kid:0042K1');
    expect(form.getAttribute('method')).toBe('post');
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveProperty('value', 'Nila');
  });

  it('opens no form for a kid of another family', () => {
    renderTab([ME, SPOUSE, KID], 'kid:0099K1');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('sends the other adult’s own sign-in e-mail along unchanged, in a hidden field', () => {
    renderTab([ME, SPOUSE], 'spouse');
    const form = screen.getByRole('form', { name: 'Edit spouse' });
    expect(form.getAttribute('action')).toBe('/mypage?tab=family&edit=spouse');
    const hidden = form.querySelector<HTMLInputElement>('input[type="hidden"][name="email"]');
    expect(hidden?.value).toBe('arun@example.org');
  });

  it('keeps the board’s view of a family on the app: buttons, and no form from the address', () => {
    renderTab([ME, KID], 'kid:0042K1', true);
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add kid' }).tagName).toBe('BUTTON');
  });
});
