import { isHydrated, whenHydrated } from './when-hydrated.ts';

/**
 * What the server's HTML does on its own keeps working before the app arrives: links navigate, fields
 * take text, boxes tick, forms replay what was typed (replay-typed-values.ts). A button's press and a
 * choice in a list outside a form, though, mean something only to the app; without it they would be
 * lost. So they are held until the app has hydrated and then made again, as the person made them:
 * the menu opens, the language changes, the tab switches, a moment later instead of never.
 */

/** Buttons the app handles; a submit button stays disabled until its form is ready, so it never gets here. */
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
  document.addEventListener('click', holdPress, true);
  document.addEventListener('change', holdChoice, true);

  whenHydrated(() => {
    document.removeEventListener('click', holdPress, true);
    document.removeEventListener('change', holdChoice, true);
    for (const [select, value] of chosen) {
      if (!select.isConnected) continue;
      // Hydration may have put back the value the server rendered: choose again what the person chose.
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    if (pressed?.isConnected) pressed.click();
  });
}
