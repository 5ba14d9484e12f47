import { toCookieConsent, cookieChoiceEntries, markCookieChoicePending } from '../stored-cookie-choice.ts';
import { rememberLanguage } from '../remember-language.ts';
import { isLanguage } from '../../../shared/languages.ts';
import { whenHydrated } from './when-hydrated.ts';

/**
 * The controls a visitor touches first answer from the entry script, before the app is there: on a
 * slow phone the app takes a second or more to arrive, and a menu that waits that long seems broken
 * (docs/decisions/0021). The server's HTML carries everything they need (the cookie preferences and
 * the privacy popup are in it, hidden); the app's components take their state from the page when it
 * is marked hydrated (adoptEarlyState), so nothing changes then. Everything else a person presses is
 * held for the app (hold-input-until-hydrated.ts).
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
  /**
   * A tab of a tab list whose panels are all in the server's HTML (ui/tabs.tsx); a tab that is a link
   * to the page's address with it open is selected in place too, not followed.
   */
  tab: '.ui-tabs [role="tab"]',
  tabSelectedClass: 'ui-tabs__tab--selected',
  /** A cookie notice button that stores a choice: its value is 'All' or 'Custom'. */
  cookieChoiceAttribute: 'data-cookie-choice-button',
  /** The cookie notice's Preferences: shows and hides the preferences it names (aria-controls). */
  cookiePreferencesToggle: '.cookie-notice button[aria-controls][aria-expanded]',
  /** The preferences' analytics box (its name); Save stores whether it is ticked. */
  cookieAnalyticalName: 'analytical',
  /** A button that opens a dialog kept in the page (ui/popup.tsx, keptInPageAs), named in aria-controls. */
  dialogOpener: 'button[aria-haspopup="dialog"][aria-controls]',
  dialogClose: '.ui-popup__close',
  /** The home page's slider: its presses are answered by answer-the-slider.ts. */
  slider: '.home-slider',
} as const;

/** The dialog the entry opened (its backdrop) and the button that opened it, for the focus on closing. */
let openDialog: { backdrop: HTMLElement; opener: HTMLElement } | null = null;

/** Opens a dialog kept (hidden) in the page; one the page does not have is left to the hold. */
function showDialog(opener: HTMLElement): boolean {
  const dialog = document.getElementById(opener.getAttribute('aria-controls') ?? '');
  const backdrop = dialog?.parentElement;
  if (!dialog || !backdrop?.hidden) return false;
  backdrop.hidden = false;
  dialog.focus();
  openDialog = { backdrop, opener };
  return true;
}

function closeDialog() {
  if (!openDialog) return;
  openDialog.backdrop.hidden = true;
  openDialog.opener.focus();
  openDialog = null;
}

/** What Save stores for analytics: the preferences' box, ticked or not (closed, it is as the server rendered it). */
function analyticsTicked(): boolean {
  return (
    document.querySelector<HTMLInputElement>(`.cookie-notice input[name="${EARLY_CONTROLS.cookieAnalyticalName}"]`)
      ?.checked ?? false
  );
}

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
  const preferences = target.closest<HTMLElement>(EARLY_CONTROLS.cookiePreferencesToggle);
  const preferencesBox = document.getElementById(preferences?.getAttribute('aria-controls') ?? '');
  if (preferences && preferencesBox) {
    preferencesBox.hidden = !preferencesBox.hidden;
    preferences.setAttribute('aria-expanded', String(!preferencesBox.hidden));
    return true;
  }
  const opener = target.closest<HTMLElement>(EARLY_CONTROLS.dialogOpener);
  if (opener && showDialog(opener)) return true;
  if (openDialog && target.closest(EARLY_CONTROLS.dialogClose) && openDialog.backdrop.contains(target)) {
    closeDialog();
    return true;
  }
  const choice = toCookieConsent(
    target.closest(`[${EARLY_CONTROLS.cookieChoiceAttribute}]`)?.getAttribute(EARLY_CONTROLS.cookieChoiceAttribute) ??
      null,
  );
  if (choice) {
    try {
      // Save keeps analytics as the preferences' box says, as the app's Save does.
      for (const [key, value] of cookieChoiceEntries(choice, analyticsTicked()))
        window.localStorage.setItem(key, value);
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

/**
 * Told whether it is called at the handover (true: outside React's work, the moment the entry stops
 * answering) or at once, for a component that mounted after it (false).
 */
type TAdopter = (atHandover: boolean) => void;

/** The components waiting to take over what the entry changed; null while the entry is not answering. */
let waitingAdopters: Set<TAdopter> | null = null;

/** Answers the first presses itself until the app has hydrated; call before holdInputUntilHydrated. */
export function answerBeforeTheApp(): void {
  waitingAdopters = new Set();
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !answerPress(event.target)) return;
    // A control that is also a link (a tab with its own address) was answered here: not followed.
    if (event.target.closest('a[href]')) event.preventDefault();
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
    if (openDialog) {
      closeDialog();
      return;
    }
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
    // The app takes over what the entry changed in this same moment: before a press the entry did not
    // answer is made again for the app (hold-input-until-hydrated.ts, registered after this), and before
    // any new press could reach a component whose state still says "as the server rendered it".
    const adopters = waitingAdopters ?? new Set<TAdopter>();
    waitingAdopters = null;
    for (const adopt of adopters) adopt(true);
    // The app's readers of local storage learn of a choice stored without them.
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
  });
}

/**
 * For a component that the entry may have changed before the app arrived: calls back when the entry
 * stops answering (the page is marked hydrated), so the component takes its state from the page and
 * its next render writes what is already there. A component mounted after that is called at once.
 * Returns what cancels the call (for the effect's clean-up).
 */
export function adoptEarlyState(adopt: TAdopter): () => void {
  const waiting = waitingAdopters;
  if (!waiting) {
    adopt(false);
    return () => undefined;
  }
  waiting.add(adopt);
  return () => {
    waiting.delete(adopt);
  };
}
