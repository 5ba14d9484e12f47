// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../testing/render-with-i18n.tsx';
import { Tabs } from './tabs.tsx';
import type { TTab } from './tabs.tsx';

const TABS: TTab[] = [
  { id: 'profile', label: 'Profile', content: <p>Profile panel</p> },
  { id: 'family', label: 'Family', content: <p>Family panel</p> },
  { id: 'payments', label: 'Payments', content: <p>Payments panel</p> },
];

function selectedTab(): HTMLElement {
  const selected = screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');
  if (!selected) throw new Error('no selected tab');
  return selected;
}

describe('Tabs', () => {
  it('shows the catalog message with fewer than two tabs', () => {
    renderWithI18n(<Tabs tabs={[{ id: 'only', label: 'Only', content: 'x' }]} />);
    expect(screen.getByText('Tabs component should have atleast two tab inside.')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('shows the message with no tabs, in the current language', () => {
    renderWithI18n(<Tabs tabs={[]} />, { language: 'sv' });
    expect(screen.getByText('Flikkomponenten måste innehålla minst två flikar.')).toBeTruthy();
  });

  it('follows the WAI-ARIA tabs pattern', () => {
    renderWithI18n(<Tabs tabs={TABS} label="Member sections" />);
    expect(screen.getByRole('tablist', { name: 'Member sections' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(3);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel', { name: 'Profile' });
    expect(panel.id).toBe(tabs[0]?.getAttribute('aria-controls'));
    expect(panel.textContent).toBe('Profile panel');
    // Hidden panels are not exposed as tabpanels.
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('moves and selects with arrow keys, Home and End, wrapping around', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderWithI18n(<Tabs tabs={TABS} onSelect={onSelect} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Profile' }));

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Family' }));
    expect(selectedTab().textContent).toBe('Family');
    expect(screen.getByRole('tabpanel').textContent).toBe('Family panel');
    expect(onSelect).toHaveBeenLastCalledWith('family');

    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Payments' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Profile' }));
    await user.keyboard('{ArrowLeft}');
    expect(selectedTab().textContent).toBe('Payments');
    await user.keyboard('{Home}');
    expect(selectedTab().textContent).toBe('Profile');
    expect(onSelect).toHaveBeenCalledTimes(5);
  });

  it('selects on click, and starts at defaultSelectedId', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Tabs tabs={TABS} defaultSelectedId="payments" />);
    expect(selectedTab().textContent).toBe('Payments');
    await user.click(screen.getByRole('tab', { name: 'Family' }));
    expect(selectedTab().textContent).toBe('Family');
  });

  it('can be controlled with selectedId and onSelect', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [selected, setSelected] = useState('family');
      return (
        <>
          <p>selected: {selected}</p>
          <Tabs tabs={TABS} selectedId={selected} onSelect={setSelected} />
        </>
      );
    }
    renderWithI18n(<Controlled />);
    expect(selectedTab().textContent).toBe('Family');
    await user.click(screen.getByRole('tab', { name: 'Payments' }));
    expect(screen.getByText('selected: payments')).toBeTruthy();
    expect(selectedTab().textContent).toBe('Payments');
  });

  it('keeps the parent in charge when controlled', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderWithI18n(<Tabs tabs={TABS} selectedId="profile" onSelect={onSelect} />);
    await user.click(screen.getByRole('tab', { name: 'Family' }));
    expect(onSelect).toHaveBeenCalledWith('family');
    expect(selectedTab().textContent).toBe('Profile');
  });

  it('keeps the other panels mounted but hidden', () => {
    renderWithI18n(<Tabs tabs={TABS} />);
    const hidden = screen.getByText('Family panel').closest('[role="tabpanel"]') as HTMLElement;
    expect(hidden.hidden).toBe(true);
  });

  it('with renderPanels onceSelected, renders a panel when its tab is first selected and keeps it', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Tabs tabs={TABS} renderPanels="onceSelected" />);
    expect(screen.getByText('Profile panel')).toBeTruthy();
    expect(screen.queryByText('Family panel')).toBeNull();
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(3);
    await user.click(screen.getByRole('tab', { name: 'Family' }));
    expect(screen.getByText('Family panel')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    // Kept, hidden: what was typed into it survives.
    expect((screen.getByText('Family panel').closest('[role="tabpanel"]') as HTMLElement).hidden).toBe(true);
    expect(screen.queryByText('Payments panel')).toBeNull();
  });

  it('with hrefOf, each tab is a link to its address that the app answers in place', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderWithI18n(<Tabs tabs={TABS} onSelect={onSelect} hrefOf={(id) => `/page?tab=${id}`} />);
    const family = screen.getByRole('tab', { name: 'Family' });
    expect(family.tagName).toBe('A');
    expect(family.getAttribute('href')).toBe('/page?tab=family');
    const navigated = vi.fn();
    document.addEventListener('click', (event) => navigated(event.defaultPrevented), { once: true });
    await user.click(family);
    // The browser does not follow the link: the app switched the tab instead.
    expect(navigated).toHaveBeenCalledWith(true);
    expect(selectedTab()).toBe(family);
    expect(screen.getByRole('tabpanel').textContent).toBe('Family panel');
    expect(onSelect).toHaveBeenCalledWith('family');
    await user.keyboard('{ArrowRight}');
    expect(selectedTab().textContent).toBe('Payments');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Payments' }));
  });
});
