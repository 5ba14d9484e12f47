import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toLanguage } from '../../shared/languages.ts';
import { useAppError } from '../lib/app-error.ts';
import { whenHydrated } from '../lib/boot/when-hydrated.ts';
import { readStorage } from '../lib/read-storage.ts';
import { rememberLanguage } from '../lib/language.ts';
import { useTrackNavigation } from '../lib/navigation-focus.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { usePageViewCounter } from './page-view-counter.ts';

/**
 * Page guards that hold everywhere: the stored language is checked once on load
 * (anything but en, sv or ta becomes Tamil), and a set application error sends any page to /error.
 */
export function AppEffects() {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const appError = useAppError();
  usePageViewCounter();
  useTrackNavigation();

  useEffect(() => {
    const stored = readStorage(STORAGE_KEYS.language);
    const language = stored === null ? toLanguage(i18n.language) : toLanguage(stored);
    rememberLanguage(language);
    // Only once every part of the page has hydrated: the header, the page and the footer hydrate
    // one by one, and a part still to come would otherwise render texts of the new language over
    // the server's HTML of the old one (React error 418, a page rendered twice).
    if (language !== i18n.language) whenHydrated(() => void i18n.changeLanguage(language));
    // Only on load: later changes go through the language picker.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (appError && pathname !== '/error') navigate('/error');
  }, [appError, pathname, navigate]);

  return null;
}
