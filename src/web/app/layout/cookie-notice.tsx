import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { saveCookieConsent, useCookieConsent } from '../../lib/cookie-consent.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { PrivacyPopup } from './privacy-popup.tsx';

/** Shown until a choice is stored; rendered only in the browser, after hydration. */
export function CookieNotice() {
  const { t } = useTranslation('common');
  const hydrated = useHydrated();
  const { choice } = useCookieConsent();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [showPreferences, setShowPreferences] = useState(false);
  const [analytical, setAnalytical] = useState(false);
  const [privacyOpen, setPrivacyOpen] = useState(false);

  if (!hydrated || choice) return null;
  const onPrivacyPage = pathname === '/privacypolicy';

  return (
    <section className="cookie-notice" aria-labelledby="cookie-notice-title">
      <h2 id="cookie-notice-title">{t('cookies.title')}</h2>
      <p>{t('cookies.text')}</p>
      {showPreferences && (
        <fieldset className="cookie-notice__preferences">
          <legend>{t('cookies.preferences')}</legend>
          <Checkbox label={t('cookies.essential')} checked disabled onChange={() => undefined} />
          <Checkbox
            label={t('cookies.analytical')}
            checked={analytical}
            onChange={(value) => setAnalytical(value === 'true')}
          />
        </fieldset>
      )}
      <div className="cookie-notice__buttons">
        <Button variant="secondary" onClick={() => (onPrivacyPage ? navigate('/privacypolicy') : setPrivacyOpen(true))}>
          {t('cookies.privacyPolicy')}
        </Button>
        <Button variant="secondary" onClick={() => setShowPreferences((shown) => !shown)}>
          {t('cookies.preferences')}
        </Button>
        <Button variant="secondary" onClick={() => saveCookieConsent('Custom', analytical)}>
          {t('cookies.save')}
        </Button>
        <Button onClick={() => saveCookieConsent('All', true)}>{t('cookies.acceptAll')}</Button>
      </div>
      {!onPrivacyPage && <PrivacyPopup open={privacyOpen} onClose={() => setPrivacyOpen(false)} />}
    </section>
  );
}
