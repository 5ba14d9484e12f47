import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toLanguage } from '../../../shared/languages.ts';
import { useAssociation } from '../../lib/association.tsx';
import { adoptEarlyState, EARLY_CONTROLS } from '../../lib/boot/answer-before-the-app.ts';
import { useSession } from '../../lib/session/session-context.tsx';
import { markStoredSession } from '../../lib/session/stored-session.ts';
import { LanguagePicker } from './language-picker.tsx';
// Small enough that the build writes it into the page as a data URL: no request of its own.
import logoUrl from './logo.svg';
import { NavMenu } from './nav-menu.tsx';
import { ProfileMenu } from './profile-menu.tsx';

const NAV_ID = 'site-navigation';

export function SiteHeader() {
  const { t, i18n } = useTranslation('common');
  const association = useAssociation();
  const { user, status } = useSession();
  useEffect(() => {
    // Nobody is signed in after all: the header stops keeping a place for the profile button.
    if (status === 'signedOut') markStoredSession(false);
  }, [status]);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // The entry script opens the menu before the app is there: the app goes on from what it left.
  useEffect(() => adoptEarlyState(() => setMenuOpen(toggle.current?.getAttribute('aria-expanded') === 'true')), []);
  return (
    // The entry may have opened the menu before hydration: that state is kept, not a mismatch.
    <header className={`site-header${menuOpen ? ` ${EARLY_CONTROLS.menuOpenClass}` : ''}`} suppressHydrationWarning>
      <div className="site-header__bar">
        <Link to="/" className="brand">
          <img className="brand__logo" src={logoUrl} alt="" width="40" height="40" />
          <span className="brand__name">{association.name[toLanguage(i18n.language)]}</span>
        </Link>
        <div className="site-header__tools">
          {/* First: its place is kept for a stored session before the app arrives (layout.css). */}
          {user && <ProfileMenu user={user} />}
          <LanguagePicker />
          <button
            ref={toggle}
            type="button"
            className="menu-toggle"
            suppressHydrationWarning
            aria-expanded={menuOpen}
            aria-controls={NAV_ID}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true" className="menu-toggle__icon" />
            <span className="visually-hidden">{t('menu.toggle')}</span>
          </button>
        </div>
      </div>
      <NavMenu id={NAV_ID} onNavigate={() => setMenuOpen(false)} />
    </header>
  );
}
