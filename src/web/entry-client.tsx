// Every page's CSS, so the server links it in the HTML and nothing shifts when a page's chunk arrives.
import './styles/theme.css';
import './components/ui/ui.css';
import './components/copy-row.css';
import './styles/layout.css';
import './features/registration/registration.css';
import './features/login/accounts.css';
import './features/reset-password/reset-password.css';
import './features/admin/admin.css';
import './features/admin/content-tabs.css';
import './features/admin/events/bookings.css';
import './features/admin/news/news-admin.css';
import './features/admin/pages/site-pages.css';
import './features/admin/visits/visits.css';
import './features/my-page/my-page.css';
import './features/home/home.css';
import './features/diwali/diwali.css';
import './features/election/election.css';
import './features/privacy/privacy.css';
import './features/activities/activities.css';
import './features/events/events.css';
import './features/events/signup/signup.css';
import './features/news/news.css';
import './features/board/board.css';
import './features/finance/finance.css';
import './features/admin/statements/statements.css';
import './features/admin/register-import/register-import.css';
import './features/admin/grant-report/grant-report.css';
import './features/attendance/attendance.css';

import type { TBootPlan } from '../shared/ssr-contract.ts';
import { answerBeforeTheApp } from './lib/boot/answer-before-the-app.ts';
import { answerTheSlider } from './lib/boot/answer-the-slider.ts';
import { holdInputUntilHydrated } from './lib/boot/hold-input-until-hydrated.ts';
import { restoreStoredLanguage } from './lib/boot/language-cookie.ts';
import { whenAPersonActs } from './lib/boot/when-a-person-acts.ts';
import { documentParsed, whenParsed } from './lib/boot/when-parsed.ts';
import { countPageView } from './lib/page-view.ts';
import { readStorage } from './lib/read-storage.ts';
import { hasStoredSession, markStoredSession } from './lib/session/stored-session.ts';
import { STORAGE_KEYS } from './lib/storage-keys.ts';
import { markCookieChoicePending, storedCookieChoice } from './lib/stored-cookie-choice.ts';
import { yieldToMain } from './lib/yield-to-main.ts';

/*
 * The server's HTML is the page; React only makes it interactive. On a public page the app (about
 * 120 KB gzipped) is loaded when a person starts using the page: a pointer moves or presses, a finger
 * touches, a key, a focus, a scroll. A visitor who only opens a link, and a phone that only renders
 * it, pay for this entry alone. Meanwhile links navigate, forms take input, the menu opens, a
 * language chosen loads the page in it, the cookie notice shows and keeps a choice, its preferences and
 * the privacy popup open, the home page's slider turns and pauses
 * (docs/decisions/0021), and any other button pressed is held and made again once the app has
 * hydrated (docs/decisions/0010). The app loads after the first view instead for a visitor it shows more to
 * than the server could (a session, developer mode) and on member and board pages rendered for
 * their session, and at once on the frame of those pages (no session the server could read).
 *
 * The entry is loaded async and may run while the page is still arriving: its answers listen on the
 * document, and what reads the body waits for it (whenParsed).
 *
 * Every chunk is fetched in parallel (the server names them in the boot plan), but each one is
 * evaluated in a task of its own: a phone at a quarter of this machine's speed must never spend more
 * than 50 ms in one piece (docs/decisions/0007).
 */
// A browser that reports no paint (a hidden tab paints nothing) still hydrates this long after load.
const PAINT_WAIT_LIMIT_MS = 3000;
/**
 * A part that changes by itself (the home page's slider) names, in this attribute, how long after
 * the page's load it first changes; the app is loaded this much earlier, so it is there in time.
 */
const TIMED_CHANGE_ATTRIBUTE = 'data-app-due-ms';
const APP_LOAD_LEAD_MS = 2000;
const BOOT_PLAN_ELEMENT_ID = 'boot-plan';
const RELOADED_FLAG = 'entryReloaded';

function readBootPlan(): TBootPlan {
  try {
    const plan = JSON.parse(document.getElementById(BOOT_PLAN_ELEMENT_ID)?.textContent ?? '{}') as Partial<TBootPlan>;
    return {
      modules: Array.isArray(plan.modules) ? plan.modules : [],
      eager: plan.eager === true,
      onArrival: plan.onArrival === true,
    };
  } catch {
    return { modules: [], eager: false, onArrival: false };
  }
}

function whenLoaded(callback: () => void) {
  if (document.readyState === 'complete') callback();
  else window.addEventListener('load', callback, { once: true });
}

function afterFirstView(start: () => void) {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    requestAnimationFrame(() => setTimeout(start, 0));
  };
  const painted = new Promise<void>((resolve) => {
    const observable = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes;
    if (!observable || !observable.includes('paint')) return resolve();
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  const loaded = new Promise<void>((resolve) => whenLoaded(resolve));
  void Promise.all([painted, loaded]).then(startOnce);
  void loaded.then(() => setTimeout(startOnce, PAINT_WAIT_LIMIT_MS));
}

function preloadModules(hrefs: string[]) {
  const present = new Set(
    Array.from(document.querySelectorAll('link[rel="modulepreload"]'), (link) => link.getAttribute('href')),
  );
  for (const href of hrefs) {
    if (present.has(href)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Loads the app and the page's chunks, and hands over the hydrate function. The plan lists the
 * chunks with every chunk after the ones it imports, so importing them in that order evaluates one
 * chunk (one library, or the page) per task.
 */
async function loadApp(plan: TBootPlan) {
  preloadModules(plan.modules);
  for (const href of plan.modules) {
    await import(/* @vite-ignore */ href);
    await yieldToMain();
  }
  const { hydrateApp } = await import('./entry-hydrate.tsx');
  await documentParsed();
  return hydrateApp;
}

/**
 * The app renders more for this visitor than the server could: their session, developer mode, or
 * the language they chose when the server no longer knew it.
 */
function appShowsMoreThanServer(storedSession: boolean, languageRestored: boolean): boolean {
  return storedSession || languageRestored || readStorage(STORAGE_KEYS.developerMode) === 'true';
}

function beforeTimedChange(start: () => void) {
  const dues = Array.from(document.querySelectorAll(`[${TIMED_CHANGE_ATTRIBUTE}]`), (element) =>
    Number(element.getAttribute(TIMED_CHANGE_ATTRIBUTE)),
  ).filter((due) => Number.isFinite(due));
  if (dues.length === 0) return;
  whenLoaded(() => setTimeout(start, Math.max(0, Math.min(...dues) - APP_LOAD_LEAD_MS)));
}

function start() {
  const plan = readBootPlan();
  markCookieChoicePending(storedCookieChoice() === null);
  const storedSession = hasStoredSession();
  markStoredSession(storedSession);
  const languageRestored = restoreStoredLanguage();
  // The document's own page is counted here, whether or not the app ever loads; the app counts the
  // pages it navigates to.
  countPageView(window.location.pathname);
  // The menu, the language and the cookie notice answer at once; other presses wait for the app.
  answerBeforeTheApp();
  holdInputUntilHydrated();
  whenParsed(answerTheSlider);
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    void loadApp(plan).then(
      (hydrateApp) => {
        sessionStorage.removeItem(RELOADED_FLAG);
        void hydrateApp();
      },
      () => {
        // A deploy between this HTML and its chunks removed them: the new HTML names the new ones.
        if (sessionStorage.getItem(RELOADED_FLAG)) return;
        sessionStorage.setItem(RELOADED_FLAG, '1');
        window.location.reload();
      },
    );
  };
  if (plan.eager) run();
  else if (plan.onArrival || appShowsMoreThanServer(storedSession, languageRestored)) afterFirstView(run);
  else {
    whenAPersonActs(run);
    whenParsed(() => beforeTimedChange(run));
  }
}

start();
