// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptEarlyState, answerBeforeTheApp } from './answer-before-the-app.ts';
import { holdInputUntilHydrated } from './hold-input-until-hydrated.ts';

async function markHydrated() {
  document.documentElement.dataset.hydrated = 'true';
  // The mutation observer reports in a microtask.
  await Promise.resolve();
}

function press(element: Element) {
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}

const byId = (id: string) => document.getElementById(id)!;

beforeEach(() => {
  delete document.documentElement.dataset.hydrated;
  document.documentElement.dataset.cookieChoice = 'pending';
  window.localStorage.clear();
  document.body.innerHTML = `
    <section class="cookie-notice">
      <fieldset id="prefs" hidden><input type="checkbox" name="analytical" id="analytical"></fieldset>
      <button type="button" id="privacy" aria-haspopup="dialog" aria-controls="privacy-popup">Privacy</button>
      <button type="button" id="preferences" aria-expanded="false" aria-controls="prefs">Preferences</button>
      <button type="button" id="save" data-cookie-choice-button="Custom">Save</button>
      <button type="button" id="accept" data-cookie-choice-button="All">Accept all</button>
    </section>
    <header class="site-header">
      <button type="button" class="menu-toggle" id="menu" aria-expanded="false"><span id="icon"></span></button>
      <ul><li class="nav-menu__item--parent" id="members">
        <button type="button" class="nav-menu__disclosure" id="unfold" aria-expanded="false">Members</button>
        <a href="/memberregistration" id="registration">Registration</a>
      </li></ul>
    </header>
    <div class="ui-tabs"><div role="tablist">
      <button type="button" role="tab" id="tab-0" aria-selected="true" aria-controls="panel-0" class="ui-tabs__tab ui-tabs__tab--selected">a</button>
      <button type="button" role="tab" id="tab-1" aria-selected="false" aria-controls="panel-1" tabindex="-1" class="ui-tabs__tab">b</button>
    </div><div role="tabpanel" id="panel-0">A</div><div role="tabpanel" id="panel-1" hidden>B</div></div>
    <button type="button" id="held">Held</button>
    <footer><div class="ui-popup__backdrop" hidden><div role="dialog" id="privacy-popup" tabindex="-1">
      <button type="button" class="ui-popup__close" id="close">x</button><a href="/privacypolicy" id="policy">Policy</a>
    </div></div></footer>`;
  answerBeforeTheApp();
  holdInputUntilHydrated();
});
afterEach(async () => {
  document.body.innerHTML = '';
  await markHydrated();
});

describe('answerBeforeTheApp', () => {
  it('opens and closes the menu at once, from a press anywhere on its button', () => {
    press(byId('icon'));
    expect(document.querySelector('.site-header')!.classList.contains('site-header--menu-open')).toBe(true);
    expect(byId('menu').getAttribute('aria-expanded')).toBe('true');
    press(byId('menu'));
    expect(byId('menu').getAttribute('aria-expanded')).toBe('false');
  });

  it('unfolds an entry, and folds it on Escape with the focus back on its button', () => {
    press(byId('unfold'));
    expect(byId('members').classList.contains('is-open')).toBe(true);
    byId('registration').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(byId('members').classList.contains('is-open')).toBe(false);
    expect(byId('unfold').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(byId('unfold'));
  });

  it('selects a tab and shows only its panel', () => {
    press(byId('tab-1'));
    expect(byId('tab-1').getAttribute('aria-selected')).toBe('true');
    expect(byId('tab-1').tabIndex).toBe(0);
    expect(byId('tab-0').getAttribute('aria-selected')).toBe('false');
    expect(byId('panel-0').hidden).toBe(true);
    expect(byId('panel-1').hidden).toBe(false);
  });

  it('selects a tab that is a link to its address in place, without following the link', () => {
    const tab = byId('tab-1');
    const link = document.createElement('a');
    link.href = '/mypage?tab=b';
    for (const name of tab.getAttributeNames()) if (name !== 'type') link.setAttribute(name, tab.getAttribute(name)!);
    link.textContent = 'b';
    tab.replaceWith(link);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(link.getAttribute('aria-selected')).toBe('true');
    expect(byId('panel-1').hidden).toBe(false);
    expect(byId('panel-0').hidden).toBe(true);
  });

  it('stores Accept All and Save as the app does, and closes the notice', () => {
    press(byId('accept'));
    expect(window.localStorage.getItem('cookieConsent')).toBe('All');
    expect(window.localStorage.getItem('cookieConsentAnalytical')).toBe('true');
    expect(document.documentElement.dataset.cookieChoice).toBeUndefined();
    press(byId('save'));
    expect(window.localStorage.getItem('cookieConsent')).toBe('Custom');
    expect(window.localStorage.getItem('cookieConsentAnalytical')).toBe('false');
  });

  it('opens and closes the cookie preferences, and Save stores the analytics box as ticked', () => {
    press(byId('preferences'));
    expect(byId('prefs').hidden).toBe(false);
    expect(byId('preferences').getAttribute('aria-expanded')).toBe('true');
    (byId('analytical') as HTMLInputElement).checked = true;
    press(byId('preferences'));
    expect(byId('prefs').hidden).toBe(true);
    expect(byId('preferences').getAttribute('aria-expanded')).toBe('false');
    press(byId('save'));
    expect(window.localStorage.getItem('cookieConsent')).toBe('Custom');
    expect(window.localStorage.getItem('cookieConsentAnalytical')).toBe('true');
  });

  it('opens the privacy popup kept in the page, and closes it with its button or Escape, the focus back', () => {
    const backdrop = byId('privacy-popup').parentElement!;
    press(byId('privacy'));
    expect(backdrop.hidden).toBe(false);
    expect(document.activeElement).toBe(byId('privacy-popup'));
    press(byId('close'));
    expect(backdrop.hidden).toBe(true);
    expect(document.activeElement).toBe(byId('privacy'));
    press(byId('privacy'));
    byId('policy').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(backdrop.hidden).toBe(true);
    expect(document.activeElement).toBe(byId('privacy'));
  });

  it('leaves a popup the page does not have to the hold', async () => {
    byId('privacy-popup').parentElement!.remove();
    const replayed = vi.fn();
    press(byId('privacy'));
    byId('privacy').addEventListener('click', replayed);
    await markHydrated();
    expect(replayed).toHaveBeenCalledTimes(1);
  });

  it('leaves the other buttons to the hold, which makes them again once the app is there', async () => {
    const replayed = vi.fn();
    press(byId('held'));
    byId('held').addEventListener('click', replayed);
    await markHydrated();
    expect(replayed).toHaveBeenCalledTimes(1);
  });

  it('stops answering once the app has hydrated, and lets components adopt the state then', async () => {
    press(byId('menu'));
    const adopted = vi.fn(() => byId('menu').getAttribute('aria-expanded'));
    adoptEarlyState(adopted);
    expect(adopted).not.toHaveBeenCalled();
    await markHydrated();
    expect(adopted).toHaveReturnedWith('true');
    press(byId('menu'));
    // The app's own handler answers now; the entry no longer changes anything.
    expect(byId('menu').getAttribute('aria-expanded')).toBe('true');
  });

  it('hands over to the components before a held press is made again, and calls one mounted later at once', async () => {
    const order: string[] = [];
    byId('held').addEventListener('click', () => order.push('held press made'));
    press(byId('held'));
    adoptEarlyState((atHandover) => order.push(`adopted at the handover: ${atHandover}`));
    const cancelled = vi.fn();
    adoptEarlyState(cancelled)();
    await markHydrated();
    await Promise.resolve();
    expect(order).toEqual(['adopted at the handover: true', 'held press made']);
    expect(cancelled).not.toHaveBeenCalled();
    const later = vi.fn();
    adoptEarlyState(later);
    expect(later).toHaveBeenCalledWith(false);
  });
});
