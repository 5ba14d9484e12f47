import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Popup } from '../../components/ui/popup.tsx';
import { useAdoptEarlyState } from '../../lib/use-adopt-early-state.ts';

/** The page's one privacy popup: the cookie notice's button and the footer's name it (aria-controls). */
export const PRIVACY_POPUP_ID = 'privacy-popup';

// Whether it is open, shared by the two buttons that open it and the popup at the end of the page.
let privacyPopupOpen = false;
const listeners = new Set<() => void>();

export function setPrivacyPopupOpen(open: boolean) {
  privacyPopupOpen = open;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Rendered (hidden) in every page but the privacy policy, at its end: the entry script opens it
 * before the app is there, and the app takes over whether it is open once the page is hydrated.
 * At the end, not in the cookie notice: a link there, before the skip link, would make the skip link
 * no longer the page's first link.
 */
export function PrivacyPopup() {
  const { t } = useTranslation('common');
  const open = useSyncExternalStore(
    subscribe,
    () => privacyPopupOpen,
    () => false,
  );
  useAdoptEarlyState(() => {
    const backdrop = document.getElementById(PRIVACY_POPUP_ID)?.parentElement;
    if (backdrop && !backdrop.hidden) setPrivacyPopupOpen(true);
  });
  const close = () => setPrivacyPopupOpen(false);
  return (
    <Popup
      open={open}
      title={t('privacyPopup.title')}
      onClose={close}
      closeOnOutsideClick
      keptInPageAs={PRIVACY_POPUP_ID}
    >
      <p>{t('privacyPopup.summary')}</p>
      <p>
        <Link to="/privacypolicy" onClick={close}>
          {t('privacyPopup.readPolicy')}
        </Link>
      </p>
    </Popup>
  );
}
