import { FORM_PRESS_FIELD } from '../../../shared/form-post.ts';
import { isHydrated, whenHydrated } from './when-hydrated.ts';
import { whenParsed } from './when-parsed.ts';

/**
 * What the server's HTML does on its own keeps working before the app arrives: links navigate, fields
 * take text, boxes tick, forms replay what was typed (replay-typed-values.ts). A button's press and a
 * choice in a list outside a form, though, mean something only to the app; without it they would be
 * lost. So they are held until the app has hydrated and then made again, as the person made them:
 * the menu opens, the language changes, the tab switches, a moment later instead of never.
 */

/**
 * Buttons the app handles. A submit button stays disabled until its form is ready, except in a form
 * the server takes without the app (method post and an action): its send is held below instead. A
 * submit button that names a press of its form (add a row) is the app's button once it is there: its
 * press is held and made again like any button's, never lost to a disabled button.
 */
const PRESS_OF_A_FORM = `button[type="submit"][name="${FORM_PRESS_FIELD}"]`;
const HELD_BUTTONS = `button:not([type="submit"]), ${PRESS_OF_A_FORM}, [role="button"], [role="tab"]`;

export function holdInputUntilHydrated(): void {
  if (isHydrated()) return;
  // Every press, in the order made: each one means something to the person, so none is dropped.
  const pressed: HTMLElement[] = [];
  const chosen = new Map<HTMLSelectElement, string>();

  const holdPress = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD_BUTTONS) : null;
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    pressed.push(button);
  };
  const holdChoice = (event: Event) => {
    const select = event.target;
    if (select instanceof HTMLSelectElement && !select.form) chosen.set(select, select.value);
  };
  // A form sent now would leave the page; with the app coming, it sends the form its own way.
  let sent: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  const holdSend = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    sent = { form: event.target, submitter: event.submitter };
  };
  // Its submit buttons are enabled in the server's HTML for a browser without scripts; with this
  // script here, they wait for the app like every other form's (the app's render keeps them enabled).
  // The page may still be arriving (the entry is async): its forms are found once it is all there.
  const waiting: HTMLButtonElement[] = [];
  whenParsed(() => {
    if (isHydrated()) return;
    waiting.push(
      ...document.querySelectorAll<HTMLButtonElement>(
        `form[method="post"][action] button[type="submit"]:not(:disabled):not(${PRESS_OF_A_FORM})`,
      ),
    );
    for (const button of waiting) button.disabled = true;
  });
  document.addEventListener('click', holdPress, true);
  document.addEventListener('change', holdChoice, true);
  document.addEventListener('submit', holdSend, true);

  whenHydrated(() => {
    document.removeEventListener('click', holdPress, true);
    document.removeEventListener('change', holdChoice, true);
    document.removeEventListener('submit', holdSend, true);
    for (const button of waiting) button.disabled = false;
    for (const [select, value] of chosen) {
      if (!select.isConnected) continue;
      // Hydration may have put back the value the server rendered: choose again what the person chose.
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    void replay();
  });

  /**
   * Made as soon as the app has marked the page hydrated, no timer in between, one after another in
   * microtasks of their own: the app renders what a press changed (in a microtask) before the next is
   * made, as between two presses of a person, so two presses of "add" add two. One that an earlier
   * press removed from the page has nothing to press.
   */
  async function replay() {
    for (const button of pressed) {
      if (button.isConnected) button.click();
      await Promise.resolve();
    }
    if (sent?.form.isConnected) sent.form.requestSubmit(sent.submitter?.isConnected ? sent.submitter : null);
  }
}
