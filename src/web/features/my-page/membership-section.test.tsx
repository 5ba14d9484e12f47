// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../testing/render-with-i18n.tsx';
import type { TFamilyMember } from '../../../shared/profile.schema.ts';
import { MembershipSection } from './membership-section.tsx';
import { familyMember, familyProfileOf } from './my-page.fixtures.ts';

type TStatus = 'Approved' | 'Pending';

const member = (givenId: string, firstName: string, status: TStatus | null) =>
  familyMember(givenId, firstName, {
    id: givenId.length + givenId.charCodeAt(givenId.length - 1),
    memberships: status ? [{ id: 1, year: 2025, status }] : [],
  });

function renderSection(members: TFamilyMember[], onRenew = vi.fn(), justPaid = false) {
  const profile = familyProfileOf(members);
  renderWithI18n(<MembershipSection profile={profile} me={members[0]!} onRenew={onRenew} justPaid={justPaid} />);
  return onRenew;
}

describe('MembershipSection', () => {
  it('names whom the renew button renews, and renews exactly them', async () => {
    const family = [member('0042A', 'Kavitha', null), member('0042K1', 'Nila', null)];
    const onRenew = renderSection(family);
    await userEvent.click(screen.getByRole('button', { name: 'Renew FY 2025 for Kavitha and Nila' }));
    expect(onRenew).toHaveBeenCalledWith(family);
    expect(screen.queryByText(/added to the family after its renewal/)).toBeNull();
  });

  it('says why a renewed family must renew again when a new kid joined', async () => {
    const kid = member('0042K2', 'Yazhini', null);
    const onRenew = renderSection([member('0042A', 'Kavitha', 'Approved'), kid]);
    const button = screen.getByRole('button', { name: 'Renew FY 2025 for Yazhini' });
    const reason =
      'Not yet renewed for FY 2025: Yazhini, added to the family after its renewal. The rest of the family is renewed.';
    expect(screen.getByText(reason)).toBeTruthy();
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByText(reason).id);
    await userEvent.click(button);
    expect(onRenew).toHaveBeenCalledWith([kid]);
  });

  it('shows the renewal as pending where the button was, so nobody pays twice', async () => {
    const waiting = [member('0042A', 'Kavitha', 'Pending'), member('0042B', 'Arun', 'Pending')];
    const onRenew = renderSection(waiting);
    expect(screen.queryByRole('button', { name: /^Renew/ })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(
      'Renewal for FY 2025 pending for Kavitha and Arun: the board will confirm your payment and send you an e-mail. You do not need to pay again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show the payment details again' }));
    expect(onRenew).toHaveBeenCalledWith(waiting);
  });

  it('moves the focus to the pending notice right after the member says they paid', () => {
    renderSection([member('0042A', 'Kavitha', 'Pending')], vi.fn(), true);
    expect(document.activeElement).toBe(screen.getByTestId('renewal-pending'));
  });

  it('offers nothing to renew in the board view, which records cash instead', () => {
    const family = [member('0042A', 'Kavitha', null)];
    renderWithI18n(<MembershipSection profile={familyProfileOf(family)} me={family[0]!} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
