// Every page's CSS, so the server links it in the HTML and nothing shifts when a page's chunk arrives.
import './styles/theme.css';
import './components/ui/ui.css';
import './styles/layout.css';
import './features/registration/registration.css';
import './features/login/accounts.css';
import './features/reset-password/reset-password.css';
import './features/admin/admin.css';
import './features/my-page/my-page.css';
import './features/home/home.css';
import './features/diwali/diwali.css';
import './features/election/election.css';
import './features/privacy/privacy.css';
import './features/events/events.css';
import './features/news/news.css';
import './features/board/board.css';
import './features/finance/finance.css';

import { yieldToMain } from './lib/yield-to-main.ts';

/*
 * The server's HTML is the page; React only makes it interactive. Fetching React and the app
 * (about 120 KB gzipped) before the first view is painted would compete with the HTML, CSS, font and
 * hero image on a phone's connection, so this entry stays tiny and loads the rest once the page has
 * loaded and its first contentful paint has reached the screen. Links work meanwhile, forms take
 * input; buttons wake up when hydration is done. Member and board pages (the server renders only
 * their frame) start at once instead.
 *
 * Every chunk is fetched in parallel (the server names them in the boot plan), but each one is
 * evaluated in a task of its own: a phone at a quarter of this machine's speed must never spend more
 * than 50 ms in one piece (docs/decisions/0007).
 */
// A browser that reports no paint (a hidden tab paints nothing) still hydrates this long after load.
const PAINT_WAIT_LIMIT_MS = 3000;
const BOOT_PLAN_ELEMENT_ID = 'boot-plan';
const RELOADED_FLAG = 'entryReloaded';

/** modules: every chunk hydration runs (the app and this page's own); eager: start without waiting. */
type TBootPlan = { modules: string[]; eager: boolean };

function readBootPlan(): TBootPlan {
  try {
    const plan = JSON.parse(document.getElementById(BOOT_PLAN_ELEMENT_ID)?.textContent ?? '{}') as Partial<TBootPlan>;
    return { modules: Array.isArray(plan.modules) ? plan.modules : [], eager: plan.eager === true };
  } catch {
    return { modules: [], eager: false };
  }
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
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
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
  return (await import('./entry-hydrate.tsx')).hydrateApp;
}

function start() {
  const plan = readBootPlan();
  const run = () =>
    loadApp(plan).then(
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
  if (plan.eager) void run();
  else afterFirstView(() => void run());
}

start();
