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
import './features/board/board.css';
import './features/finance/finance.css';

/*
 * The server's HTML is the page; React only makes it interactive. Fetching React and the app
 * (~110 KB gzipped) before the first view is painted would compete with the HTML, CSS, font and
 * hero image on a phone's connection, so this entry stays tiny and loads the rest once the page has
 * loaded and its first contentful paint has reached the screen (DESIGN.md 4a). Links work
 * meanwhile; buttons wake up when hydration is done.
 */
// A browser that reports no paint (a hidden tab paints nothing) still hydrates this long after load.
const PAINT_WAIT_LIMIT_MS = 3000;

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

const RELOADED_FLAG = 'entryReloaded';

afterFirstView(() => {
  import('./entry-hydrate.tsx').then(
    ({ hydrateApp }) => {
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
});
