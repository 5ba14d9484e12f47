import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { EARLY_CONTROLS } from '../../lib/boot/answer-before-the-app.ts';
import { saveCookieConsent, useCookieConsent } from '../../lib/cookie-consent.ts';
import { markCookieChoicePending } from '../../lib/stored-cookie-choice.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { PRIVACY_POPUP_ID, setPrivacyPopupOpen } from './privacy-popup.tsx';
import { useAdoptEarlyState } from '../../lib/use-adopt-early-state.ts';

/** The page keeps this much room at its bottom while the notice is shown (see cookie-notice.css). */
const HEIGHT_PROPERTY = '--cookie-notice-height';

/**
 * While the notice lies over the bottom of the screen, the page keeps room for it below its end, and
 * a field that takes the focus under it is scrolled up above it: the notice never hides what a
 * keyboard user is filling in.
 */
function useRoomForNotice(notice: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const element = notice.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(HEIGHT_PROPERTY, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    });
    observer.observe(element);
    const keepFocusInSight = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || element.contains(target)) return;
      const hiddenBy = target.getBoundingClientRect().bottom - element.getBoundingClientRect().top;
      if (hiddenBy > 0) window.scrollBy({ top: hiddenBy + 8 });
    };
    document.addEventListener('focusin', keepFocusInSight);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', keepFocusInSight);
      root.style.removeProperty(HEIGHT_PROPERTY);
    };
  }, [notice, shown]);
}

/**
 * Shown until a choice is stored. The server cannot know the choice, so it renders the notice in
 * every page and CSS shows it only once the entry script has found no choice (`<html
 * data-cookie-choice="pending">`): a first visit sees it before the app has loaded, if it ever
 * does. Once hydrated, the app drops it when a choice is stored. It is the page's first element, so
 * Tab reaches it first, and it takes at most a third of a phone's screen: the text scrolls inside it
 * while the four buttons stay in sight.
 */
export function CookieNotice() {
  const { t } = useTranslation('common');
  const hydrated = useHydrated();
  const { choice } = useCookieConsent();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const notice = useRef<HTMLElement>(null);
  const [showPreferences, setShowPreferences] = useState(false);
  const [analytical, setAnalytical] = useState(false);
  const preferencesId = useId();
  const preferences = useRef<HTMLFieldSetElement>(null);
  // A box ticked before the app is taken over as it hydrates, before any render of the controlled box
  // could put back the server's unticked one; from then on the app hears every tick itself.
  useLayoutEffect(() => {
    const box = preferences.current?.querySelector<HTMLInputElement>(
      `input[name="${EARLY_CONTROLS.cookieAnalyticalName}"]`,
    );
    if (box?.checked) setAnalytical(true);
  }, []);
  // The entry script opens the preferences until the page is marked hydrated: the app goes on from there.
  useAdoptEarlyState(() => {
    if (preferences.current) setShowPreferences(!preferences.current.hidden);
  });
  // Until hydrated, the server's notice stays as it is: the stored choice is the entry script's to read.
  const shown = !hydrated || !choice;
  useRoomForNotice(notice, hydrated && !choice);
  useEffect(() => {
    if (hydrated && choice) markCookieChoicePending(false);
  }, [hydrated, choice]);

  if (!shown) return null;
  const onPrivacyPage = pathname === '/privacypolicy';

  return (
    <section ref={notice} className="cookie-notice" aria-labelledby="cookie-notice-title">
      {/* Focusable: when the text is longer than the room it has, a keyboard can scroll it too. */}
      <div className="cookie-notice__body" tabIndex={0}>
        <h2 id="cookie-notice-title">{t('cookies.title')}</h2>
        <p>{t('cookies.text')}</p>
        {/* In the page while closed (hidden), so the entry script can open it before the app is there. */}
        <fieldset
          ref={preferences}
          id={preferencesId}
          className="cookie-notice__preferences"
          hidden={!showPreferences}
          suppressHydrationWarning
        >
          <legend>{t('cookies.preferences')}</legend>
          <Checkbox label={t('cookies.essential')} checked disabled onChange={() => undefined} />
          <Checkbox
            label={t('cookies.analytical')}
            name={EARLY_CONTROLS.cookieAnalyticalName}
            checked={analytical}
            onChange={(value) => setAnalytical(value === 'true')}
          />
        </fieldset>
      </div>
      <div className="cookie-notice__buttons">
        {/* Opens the popup at the end of the page (the footer's), before the app too. */}
        <Button
          variant="secondary"
          aria-haspopup={onPrivacyPage ? undefined : 'dialog'}
          aria-controls={onPrivacyPage ? undefined : PRIVACY_POPUP_ID}
          onClick={() => (onPrivacyPage ? navigate('/privacypolicy') : setPrivacyPopupOpen(true))}
        >
          {t('cookies.privacyPolicy')}
        </Button>
        <Button
          variant="secondary"
          aria-expanded={showPreferences}
          aria-controls={preferencesId}
          // The entry script may have opened the preferences before hydration: kept, then taken over.
          suppressHydrationWarning
          onClick={() => setShowPreferences((open) => !open)}
        >
          {t('cookies.preferences')}
        </Button>
        {/* These two store the choice from the entry script too, before the app is there. */}
        <Button
          variant="secondary"
          {...{ [EARLY_CONTROLS.cookieChoiceAttribute]: 'Custom' }}
          onClick={() => saveCookieConsent('Custom', analytical)}
        >
          {t('cookies.save')}
        </Button>
        <Button {...{ [EARLY_CONTROLS.cookieChoiceAttribute]: 'All' }} onClick={() => saveCookieConsent('All', true)}>
          {t('cookies.acceptAll')}
        </Button>
      </div>
    </section>
  );
}
