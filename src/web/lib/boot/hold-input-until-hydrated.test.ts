// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdInputUntilHydrated } from './hold-input-until-hydrated.ts';

/** What the app does once hydrated: marks the page (app/hydration-mark.tsx). */
async function markHydrated() {
  document.documentElement.dataset.hydrated = 'true';
  // The mutation observer reports in a microtask.
  await Promise.resolve();
}

/** Lets the replay's microtasks run (no timer: none may stand between the app's arrival and a press). */
async function settle() {
  for (let step = 0; step < 10; step += 1) await Promise.resolve();
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

  it('makes again every press, in the order made, as soon as the page is marked hydrated', async () => {
    const heard: string[] = [];
    for (const id of ['menu', 'other']) document.getElementById(id)!.addEventListener('click', () => heard.push(id));
    // No timer may stand between the app's arrival and the presses: none is let run here.
    vi.useFakeTimers();
    try {
      holdInputUntilHydrated();
      press(document.getElementById('menu')!);
      press(document.getElementById('other')!);
      press(document.getElementById('icon')!);
      expect(heard).toEqual([]);
      await markHydrated();
      await settle();
      expect(heard).toEqual(['menu', 'other', 'menu']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('skips a held press whose button an earlier one removed, and makes the rest', async () => {
    const heard: string[] = [];
    const other = document.getElementById('other')!;
    document.getElementById('menu')!.addEventListener('click', () => {
      heard.push('menu');
      other.remove();
    });
    document.getElementById('language')!.insertAdjacentHTML('afterend', '<button type="button" id="last"></button>');
    document.getElementById('last')!.addEventListener('click', () => heard.push('last'));
    holdInputUntilHydrated();
    press(document.getElementById('menu')!);
    press(other);
    press(document.getElementById('last')!);
    await markHydrated();
    await settle();
    expect(heard).toEqual(['menu', 'last']);
  });

  it('makes the next press only once what the app queued for the previous one has run', async () => {
    // As the app does: a press changes state, and the page is rendered again in a microtask.
    let rendered = 0;
    const seen: number[] = [];
    const add = document.getElementById('other')!;
    add.addEventListener('click', () => {
      seen.push(rendered);
      queueMicrotask(() => (rendered += 1));
    });
    holdInputUntilHydrated();
    press(add);
    press(add);
    await markHydrated();
    await settle();
    expect(seen).toEqual([0, 1]);
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

  it('holds the send button of a form the server takes without the app, found once the page has all arrived', async () => {
    // The entry runs while the page still streams in: the form is not there yet.
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    holdInputUntilHydrated();
    document.body.insertAdjacentHTML(
      'beforeend',
      '<form method="post" action="/contactus"><button type="submit" id="post">Send</button></form>',
    );
    const post = document.getElementById('post') as HTMLButtonElement;
    expect(post.disabled).toBe(false);
    readyState.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(post.disabled).toBe(true);
    readyState.mockRestore();
    await markHydrated();
    expect(post.disabled).toBe(false);
  });

  it("holds every press of a form's own submit button that names a press (add a row), and makes each again", async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<form method="post" action="/memberregistration"><button type="submit" name="intent" value="add-kid" id="add">Add</button></form>',
    );
    const add = document.getElementById('add') as HTMLButtonElement;
    const heard = vi.fn();
    add.addEventListener('click', heard);
    holdInputUntilHydrated();
    // Never disabled, or the press would be lost; not sent either.
    expect(add.disabled).toBe(false);
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    add.dispatchEvent(first);
    press(add);
    expect(first.defaultPrevented).toBe(true);
    expect(heard).not.toHaveBeenCalled();
    await markHydrated();
    await settle();
    expect(heard).toHaveBeenCalledTimes(2);
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
