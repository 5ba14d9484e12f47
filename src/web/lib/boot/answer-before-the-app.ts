import { toCookieConsent, cookieChoiceEntries, markCookieChoicePending } from '../stored-cookie-choice.ts';
import { rememberLanguage } from '../remember-language.ts';
import { isLanguage } from '../../../shared/languages.ts';
import { whenHydrated } from './when-hydrated.ts';

/**
 * The controls a visitor touches first answer from the entry script, before the app is there: on a
 * slow phone the app takes a second or more to arrive, and a menu that waits that long seems broken
 * (docs/decisions/0021). The server's HTML carries everything they need; the app's components take
 * their state from the page when it is marked hydrated (adoptEarlyState), so nothing changes then.
 * Everything else a person presses is held for the app (hold-input-until-hydrated.ts).
 */
export const EARLY_CONTROLS = {
  /** The menu button of the header; the header gets the open class while the drawer is shown. */
  menuToggle: 'button.menu-toggle',
  menuHeader: '.site-header',
  menuOpenClass: 'site-header--menu-open',
  /** A menu entry's button that unfolds its pages (the desktop bar's members entry). */
  submenuToggle: 'button.nav-menu__disclosure',
  submenuItem: '.nav-menu__item--parent',
  submenuOpenClass: 'is-open',
  /** The language list of the header. */
  languagePicker: '.language-picker select',
  /** A tab of a tab list whose panels are all in the server's HTML (ui/tabs.tsx). */
  tab: '.ui-tabs [role="tab"]',
  tabSelectedClass: 'ui-tabs__tab--selected',
  /** A cookie notice button that stores a choice: its value is 'All' or 'Custom'. */
  cookieChoiceAttribute: 'data-cookie-choice-button',
} as const;

function toggle(button: HTMLElement, holder: Element | null, openClass: string) {
  if (!holder) return;
  const open = holder.classList.toggle(openClass);
  button.setAttribute('aria-expanded', String(open));
}

/** Selects a tab as the app's Tabs does: the tab marked selected and focusable, only its panel shown. */
function selectTab(chosen: HTMLElement) {
  const list = chosen.closest('[role="tablist"]');
  if (!list) return;
  for (const tab of list.querySelectorAll<HTMLElement>('[role="tab"]')) {
    const selected = tab === chosen;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    tab.classList.toggle(EARLY_CONTROLS.tabSelectedClass, selected);
    const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !selected;
  }
}

function answerPress(target: Element): boolean {
  const tab = target.closest<HTMLElement>(EARLY_CONTROLS.tab);
  if (tab) {
    selectTab(tab);
    return true;
  }
  const menu = target.closest<HTMLElement>(EARLY_CONTROLS.menuToggle);
  if (menu) {
    toggle(menu, menu.closest(EARLY_CONTROLS.menuHeader), EARLY_CONTROLS.menuOpenClass);
    return true;
  }
  const submenu = target.closest<HTMLElement>(EARLY_CONTROLS.submenuToggle);
  if (submenu) {
    toggle(submenu, submenu.closest(EARLY_CONTROLS.submenuItem), EARLY_CONTROLS.submenuOpenClass);
    return true;
  }
  const choice = toCookieConsent(
    target.closest(`[${EARLY_CONTROLS.cookieChoiceAttribute}]`)?.getAttribute(EARLY_CONTROLS.cookieChoiceAttribute) ??
      null,
  );
  if (choice) {
    try {
      // Before the app, the preferences are closed: Save keeps analytics off, as the app's Save does.
      for (const [key, value] of cookieChoiceEntries(choice, false)) window.localStorage.setItem(key, value);
    } catch {
      // Storage refused (private mode): the notice still closes for this page, as in the app.
    }
    markCookieChoicePending(false);
    return true;
  }
  return false;
}

/** An unfolded entry folds again on Escape (focus back on its button) or a press elsewhere, as in the app. */
function foldSubmenus(except: EventTarget | null, focusButton: boolean) {
  const open = document.querySelectorAll(`${EARLY_CONTROLS.submenuItem}.${EARLY_CONTROLS.submenuOpenClass}`);
  for (const item of open) {
    if (except instanceof Node && item.contains(except)) continue;
    const button = item.querySelector<HTMLElement>(EARLY_CONTROLS.submenuToggle);
    if (!button) continue;
    toggle(button, item, EARLY_CONTROLS.submenuOpenClass);
    if (focusButton) button.focus();
  }
}

/** Answers the first presses itself until the app has hydrated; call before holdInputUntilHydrated. */
export function answerBeforeTheApp(): void {
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !answerPress(event.target)) return;
    // Answered: the hold (registered after this) must not keep it for the app as well.
    event.stopImmediatePropagation();
  };
  const onChange = (event: Event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || !select.matches(EARLY_CONTROLS.languagePicker)) return;
    if (!isLanguage(select.value)) return;
    event.stopImmediatePropagation();
    // The server renders the page in the language the cookie names: the page itself, in that language.
    rememberLanguage(select.value);
    window.location.reload();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !(event.target instanceof Element)) return;
    const item = event.target.closest(`${EARLY_CONTROLS.submenuItem}.${EARLY_CONTROLS.submenuOpenClass}`);
    if (item) foldSubmenus(null, true);
  };
  const onPressElsewhere = (event: MouseEvent) => foldSubmenus(event.target, false);
  document.addEventListener('click', onClick, true);
  document.addEventListener('change', onChange, true);
  document.addEventListener('keydown', onKey, true);
  document.addEventListener('mousedown', onPressElsewhere, true);
  whenHydrated(() => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('change', onChange, true);
    document.removeEventListener('keydown', onKey, true);
    document.removeEventListener('mousedown', onPressElsewhere, true);
    // The app's readers of local storage learn of a choice stored without them.
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
  });
}

/**
 * For a component that the entry may have changed before the app arrived: calls back once the page
 * is hydrated, when the entry has stopped answering, so the component can take the state from the
 * page (and its next render writes what is already there).
 */
export function adoptEarlyState(adopt: () => void): void {
  whenHydrated(adopt);
}
