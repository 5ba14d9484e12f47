// What a person does on a page and what they wait to see: each scenario taps a control as soon as it
// is on screen (a real touch, at the moment a person could) and names the thing that answers it.
import type { Locator, Page } from 'playwright-core';
import { arm, watchResult, type TCondition, type TWatchResult } from './in-page.ts';
import { waitForFirstPaint } from './phone.ts';

/** What the page shows in a language, read from an unthrottled load: the texts a language change must bring. */
export type TPageFacts = {
  brand: string;
  heading: string | null;
  hasTabs: boolean;
  hasSlider: boolean;
};

/** The cookie notice's buttons, in the page's language (common.json's cookies). */
export type TCookieTexts = { privacyPolicy: string; preferences: string; save: string; acceptAll: string };

export type TScenarioInput = {
  page: Page;
  path: string;
  lang: string;
  facts: TPageFacts;
  /** The same page's facts in another language, for a language change. */
  factsIn: (lang: string) => Promise<TPageFacts>;
  cookieTexts: TCookieTexts;
  timeoutMs: number;
};

export type TScenarioResult = { watch: TWatchResult; kept?: boolean };

export type TScenario = {
  name: string;
  /** The language chosen, for a language change (the row's lang reads "ta→sv"). */
  targetLang?: string;
  note?: string;
  applies: (input: { path: string; lang: string; facts: TPageFacts }) => boolean;
  perform: (input: TScenarioInput) => Promise<TScenarioResult>;
};

export const LANGUAGES = ['ta', 'en', 'sv'] as const;

const MENU_TOGGLE = 'button.menu-toggle';
const MENU_LINK = '#site-navigation a';
const MEMBERS_ENTRIES = '#submenu-members a';
const MEMBERS_DISCLOSURE = 'button[aria-controls="submenu-members"]';
const COOKIE_NOTICE = '.cookie-notice';
const SLIDER_ROTATION = '.home-slider__controls button[data-slide-rotation';
/** Waited for after a tap's timing, before a reload checks what was stored; not part of any figure. */
const AFTER_CHOICE_SETTLE_MS = 1000;
/** "Accept all, then the menu within a second". */
const MENU_AFTER_ACCEPT_MS = 500;

async function tapAndWatch(input: TScenarioInput, control: Locator, conditions: TCondition[]) {
  await control.waitFor({ state: 'visible', timeout: input.timeoutMs });
  await arm(input.page, conditions);
  await control.tap({ timeout: input.timeoutMs });
  return watchResult(input.page, input.timeoutMs);
}

const cookieButton = (input: TScenarioInput, key: keyof TCookieTexts) =>
  input.page.locator(COOKIE_NOTICE).getByRole('button', { name: input.cookieTexts[key], exact: true });

const everywhere = () => true;

const menu: TScenario = {
  name: 'menu',
  applies: everywhere,
  perform: async (input) => ({
    watch: await tapAndWatch(input, input.page.locator(MENU_TOGGLE), [{ selector: MENU_LINK }]),
  }),
};

/**
 * The members' entries. On a phone's drawer they are listed under their parent from the start (the
 * disclosure button is the desktop bar's), so the tap that shows them is the menu's; where the button
 * is on screen it is tapped once the menu is open.
 */
const members: TScenario = {
  name: 'members',
  note: 'in the drawer: from the menu tap',
  applies: everywhere,
  perform: async (input) => {
    const { page } = input;
    const disclosure = page.locator(MEMBERS_DISCLOSURE);
    const entries: TCondition[] = [{ selector: MEMBERS_ENTRIES }];
    if (!(await disclosure.isVisible())) {
      return { watch: await tapAndWatch(input, page.locator(MENU_TOGGLE), entries) };
    }
    await page.locator(MENU_TOGGLE).tap({ timeout: input.timeoutMs });
    return { watch: await tapAndWatch(input, disclosure, entries) };
  },
};

/**
 * Choosing a language: timed from the tap that opens the list, the choice made at once (a person
 * takes longer to pick, which gives the app that much more time to arrive).
 */
function languageChange(target: string): TScenario {
  return {
    name: 'language',
    targetLang: target,
    note: 'from the tap on the list, chosen at once',
    applies: ({ lang }) => lang !== target,
    perform: async (input) => {
      const { page } = input;
      const expected = await input.factsIn(target);
      const conditions: TCondition[] = [
        { htmlLang: target },
        { selector: '.brand__name', text: expected.brand },
        ...(expected.heading === null ? [] : [{ selector: 'h1.page-title', text: expected.heading }]),
      ];
      const picker = page.locator('.language-picker select');
      await picker.waitFor({ state: 'visible', timeout: input.timeoutMs });
      await arm(page, conditions);
      await picker.tap({ timeout: input.timeoutMs });
      await picker.selectOption(target, { timeout: input.timeoutMs });
      return { watch: await watchResult(page, input.timeoutMs) };
    },
  };
}

const tab: TScenario = {
  name: 'tab',
  applies: ({ facts }) => facts.hasTabs,
  perform: async (input) => {
    const control = input.page.locator('[role="tab"][aria-selected="false"]').first();
    await control.waitFor({ state: 'visible', timeout: input.timeoutMs });
    const panel = await control.getAttribute('aria-controls');
    if (!panel) throw new Error('the tab names no panel (aria-controls)');
    return { watch: await tapAndWatch(input, control, [{ selector: `[id="${panel}"]` }]) };
  },
};

const slider: TScenario = {
  name: 'slider next',
  note: 'to the next picture loaded',
  applies: ({ facts }) => facts.hasSlider,
  perform: async (input) => {
    const { page } = input;
    const next = page.locator('.home-slider__controls button[aria-controls]').last();
    await next.waitFor({ state: 'visible', timeout: input.timeoutMs });
    const shown = await page.locator('.home-slider__slide--current').getAttribute('aria-label');
    const other = `.home-slider__slide--current:not([aria-label="${(shown ?? '').replace(/["\\]/g, '\\$&')}"])`;
    return { watch: await tapAndWatch(input, next, [{ selector: other, imageLoaded: true }]) };
  },
};

/** Pause: answered when the button says it is paused (the entry and the app mark it alike). */
const sliderPause: TScenario = {
  name: 'slider pause',
  note: 'to the button marked paused',
  applies: ({ facts }) => facts.hasSlider,
  perform: async (input) => ({
    watch: await tapAndWatch(input, input.page.locator(`${SLIDER_ROTATION}="playing"]`), [
      { selector: `${SLIDER_ROTATION}="paused"]` },
    ]),
  }),
};

/** A cookie notice button and what answers it: the two choices close the notice, the others open something. */
function cookieScenario(key: keyof TCookieTexts, answer: TCondition[]): TScenario {
  return {
    name: `cookie ${key}`,
    // The privacy policy page's own button goes to the page it is on.
    applies: ({ path }) => key !== 'privacyPolicy' || path !== '/privacypolicy',
    perform: async (input) => ({ watch: await tapAndWatch(input, cookieButton(input, key), answer) }),
  };
}

/**
 * Accept All, then the menu half a second later, as a person who goes on at once: the menu's
 * answer is timed, then a reload tells whether the choice was stored (kept) or thrown away.
 */
const acceptThenMenu: TScenario = {
  name: 'cookie acceptAll+menu',
  note: 'menu timed; choice kept after reload?',
  applies: everywhere,
  perform: async (input) => {
    const { page } = input;
    const accept = cookieButton(input, 'acceptAll');
    await accept.waitFor({ state: 'visible', timeout: input.timeoutMs });
    await accept.tap({ timeout: input.timeoutMs });
    await page.waitForTimeout(MENU_AFTER_ACCEPT_MS);
    const watch = await tapAndWatch(input, page.locator(MENU_TOGGLE), [{ selector: MENU_LINK }]);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: input.timeoutMs });
    await page.waitForTimeout(AFTER_CHOICE_SETTLE_MS);
    await page.reload({ waitUntil: 'commit' });
    await waitForFirstPaint(page, input.timeoutMs);
    const stored = await page.evaluate(() => window.localStorage.getItem('cookieConsent'));
    const noticeShown = await page.locator(COOKIE_NOTICE).isVisible();
    return { watch, kept: stored === 'All' && !noticeShown };
  },
};

const acceptAll = cookieScenario('acceptAll', [{ gone: COOKIE_NOTICE }]);

export const SCENARIO_GROUPS: Record<string, TScenario[]> = {
  menu: [menu],
  members: [members],
  language: LANGUAGES.map(languageChange),
  tab: [tab],
  slider: [slider, sliderPause],
  /** The budget's: the one choice most visitors make. */
  cookieChoice: [acceptAll],
  cookies: [
    acceptAll,
    cookieScenario('save', [{ gone: COOKIE_NOTICE }]),
    cookieScenario('preferences', [{ selector: '.cookie-notice__preferences' }]),
    cookieScenario('privacyPolicy', [{ selector: '.ui-popup' }]),
    acceptThenMenu,
  ],
};
