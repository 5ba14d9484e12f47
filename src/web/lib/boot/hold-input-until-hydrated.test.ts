// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdInputUntilHydrated } from './hold-input-until-hydrated.ts';

/** What the app does once hydrated: marks the page (app/hydration-mark.tsx). */
async function markHydrated() {
  document.documentElement.dataset.hydrated = 'true';
  // The mutation observer reports in a microtask.
  await Promise.resolve();
}

function press(element: Element) {
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}

beforeEach(() => {
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = `
    <button type="button" id="menu"><span id="icon"></span></button>
    <button type="button" id="other"></button>
    <a href="#here" id="link">link</a>
    <form><button type="submit" id="send"></button><select id="in-form"><option>a</option><option>b</option></select></form>
    <select id="language"><option value="ta" selected>ta</option><option value="en">en</option></select>`;
});
afterEach(async () => {
  // Ends what a test left holding, so it cannot answer the next test's events.
  document.body.innerHTML = '';
  await markHydrated();
});

describe('holdInputUntilHydrated', () => {
  it('holds a press on a button and makes it again once the app has hydrated', async () => {
    const heard = vi.fn();
    const menu = document.getElementById('menu')!;
    menu.addEventListener('click', heard);
    holdInputUntilHydrated();
    press(document.getElementById('icon')!);
    expect(heard).not.toHaveBeenCalled();
    await markHydrated();
    expect(heard).toHaveBeenCalledTimes(1);
    // Once hydrated, presses go straight through.
    press(menu);
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('makes again only the latest of several presses', async () => {
    const menuHeard = vi.fn();
    const otherHeard = vi.fn();
    document.getElementById('menu')!.addEventListener('click', menuHeard);
    document.getElementById('other')!.addEventListener('click', otherHeard);
    holdInputUntilHydrated();
    press(document.getElementById('menu')!);
    press(document.getElementById('other')!);
    await markHydrated();
    expect(menuHeard).not.toHaveBeenCalled();
    expect(otherHeard).toHaveBeenCalledTimes(1);
  });

  it('leaves links and submit buttons to the browser', () => {
    holdInputUntilHydrated();
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('link')!.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    const submit = new MouseEvent('click', { bubbles: true, cancelable: true });
    // The browser's own submit would navigate away in the test page.
    document.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
    document.getElementById('send')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
  });

  it('chooses again, once hydrated, what was chosen in a list outside a form', async () => {
    const language = document.getElementById('language') as HTMLSelectElement;
    const changes: string[] = [];
    holdInputUntilHydrated();
    language.value = 'en';
    language.dispatchEvent(new Event('change', { bubbles: true }));
    // Hydration puts back the value the server rendered.
    language.value = 'ta';
    language.addEventListener('change', () => changes.push(language.value));
    await markHydrated();
    expect(changes).toEqual(['en']);
    expect(language.value).toBe('en');
  });

  it('leaves a list inside a form to the form, which replays its own fields', async () => {
    const inForm = document.getElementById('in-form') as HTMLSelectElement;
    const heard = vi.fn();
    holdInputUntilHydrated();
    inForm.value = 'b';
    inForm.dispatchEvent(new Event('change', { bubbles: true }));
    inForm.addEventListener('change', heard);
    await markHydrated();
    expect(heard).not.toHaveBeenCalled();
  });

  it('does nothing on a page that has already hydrated', () => {
    document.documentElement.dataset.hydrated = 'true';
    const heard = vi.fn();
    document.getElementById('menu')!.addEventListener('click', heard);
    holdInputUntilHydrated();
    press(document.getElementById('menu')!);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
