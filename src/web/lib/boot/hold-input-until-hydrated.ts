import { isHydrated, whenHydrated } from './when-hydrated.ts';

/**
 * What the server's HTML does on its own keeps working before the app arrives: links navigate, fields
 * take text, boxes tick, forms replay what was typed (replay-typed-values.ts). A button's press and a
 * choice in a list outside a form, though, mean something only to the app; without it they would be
 * lost. So they are held until the app has hydrated and then made again, as the person made them:
 * the menu opens, the language changes, the tab switches, a moment later instead of never.
 */

/**
 * Buttons the app handles. A submit button stays disabled until its form is ready, except in a form
 * the server takes without the app (method post and an action): its send is held below instead.
 */
const HELD_BUTTONS = 'button:not([type="submit"]), [role="button"], [role="tab"]';

export function holdInputUntilHydrated(): void {
  if (isHydrated()) return;
  let pressed: HTMLElement | null = null;
  const chosen = new Map<HTMLSelectElement, string>();

  const holdPress = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD_BUTTONS) : null;
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // A second press before the app is here replaces the first: the latest is what the person wants.
    pressed = button;
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
  const waiting = [
    ...document.querySelectorAll<HTMLButtonElement>('form[method="post"][action] button[type="submit"]:not(:disabled)'),
  ];
  for (const button of waiting) button.disabled = true;
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
    if (pressed?.isConnected) pressed.click();
    if (sent?.form.isConnected) sent.form.requestSubmit(sent.submitter?.isConnected ? sent.submitter : null);
  });
}
