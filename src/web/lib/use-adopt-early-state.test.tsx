// @vitest-environment jsdom
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerBeforeTheApp, EARLY_CONTROLS } from './boot/answer-before-the-app.ts';
import { holdInputUntilHydrated } from './boot/hold-input-until-hydrated.ts';
import { useAdoptEarlyState } from './use-adopt-early-state.ts';

/** A members entry as the menu's: the entry script unfolds it before the app, a link folds it. */
function MembersEntry() {
  const [open, setOpen] = useState(false);
  useAdoptEarlyState(() => {
    setOpen(document.getElementById('unfold')?.getAttribute('aria-expanded') === 'true');
  });
  return (
    // As the menu's: what the entry changed before hydration is kept, not reported as a mismatch.
    <li
      className={`nav-menu__item--parent${open ? ` ${EARLY_CONTROLS.submenuOpenClass}` : ''}`}
      id="members"
      suppressHydrationWarning
    >
      <button type="button" className="nav-menu__disclosure" id="unfold" aria-expanded={open} suppressHydrationWarning>
        Members
      </button>
      <button type="button" id="registration" onClick={() => setOpen(false)}>
        Registration
      </button>
    </li>
  );
}

const press = (id: string) =>
  document.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const isUnfolded = () => document.getElementById('members')!.classList.contains(EARLY_CONTROLS.submenuOpenClass);

let root: Root | null = null;

beforeEach(() => {
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = `<ul id="app">${renderToString(<MembersEntry />)}</ul>`;
  answerBeforeTheApp();
  holdInputUntilHydrated();
});
afterEach(() => {
  document.documentElement.dataset.hydrated = 'true';
  root?.unmount();
  root = null;
  document.body.innerHTML = '';
});

/** Lets React's scheduler run what is queued (hydration, effects, renders): it works in tasks. */
async function reactIsDone() {
  for (let task = 0; task < 5; task += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

async function hydrate() {
  root = hydrateRoot(document.getElementById('app')!, <MembersEntry />);
  await reactIsDone();
}

describe('useAdoptEarlyState', () => {
  it('commits what the entry left at the handover, so a press right after it changes the page', async () => {
    press('unfold');
    expect(isUnfolded()).toBe(true);
    await hydrate();
    document.documentElement.dataset.hydrated = 'true';
    // The mark is seen in a microtask; the press comes straight after, before any render of React's.
    await Promise.resolve();
    press('registration');
    await reactIsDone();
    expect(isUnfolded()).toBe(false);
    expect(document.getElementById('unfold')!.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps the unfolded entry unfolded through the handover, without a press', async () => {
    press('unfold');
    await hydrate();
    document.documentElement.dataset.hydrated = 'true';
    await reactIsDone();
    expect(isUnfolded()).toBe(true);
    press('unfold');
    await reactIsDone();
  });
});
