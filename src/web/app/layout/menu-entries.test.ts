import { describe, expect, it } from 'vitest';
import { isMenuEntryVisible, MENU_ENTRIES, type TMenuViewer } from './menu-entries.ts';

const visibleIds = (viewer: TMenuViewer) =>
  MENU_ENTRIES.filter((entry) => isMenuEntryVisible(entry, viewer)).map((entry) => entry.id);

describe('menu visibility', () => {
  it('shows public and both entries to a visitor', () => {
    expect(visibleIds({ signedIn: false, isAdmin: false, developerMode: false })).toEqual([
      'home',
      'board',
      'members',
      'events',
      'activities',
      'contact',
    ]);
  });

  it('keeps developer entries from visitors even in developer mode', () => {
    expect(visibleIds({ signedIn: false, isAdmin: false, developerMode: true })).not.toContain('more');
  });

  it('shows private entries but not the admin one to a member', () => {
    expect(visibleIds({ signedIn: true, isAdmin: false, developerMode: false })).toEqual([
      'events',
      'activities',
      'myPage',
    ]);
  });

  it('adds the admin dashboard for an admin and more in developer mode', () => {
    expect(visibleIds({ signedIn: true, isAdmin: true, developerMode: true })).toEqual([
      'adminDashboard',
      'events',
      'activities',
      'myPage',
      'more',
    ]);
  });
});
