import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toLanguage } from '../../../shared/languages.ts';
import { useAssociation } from '../../lib/association.tsx';
import { EARLY_CONTROLS } from '../../lib/boot/answer-before-the-app.ts';
import { useSession } from '../../lib/session/session-context.tsx';
import { markStoredSession } from '../../lib/session/stored-session.ts';
import { BrandLogo } from './brand-logo.tsx';
import { LanguagePicker } from './language-picker.tsx';
import { NavMenu } from './nav-menu.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import { useAdoptEarlyState } from '../../lib/use-adopt-early-state.ts';

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
  useAdoptEarlyState(() => setMenuOpen(toggle.current?.getAttribute('aria-expanded') === 'true'));
  return (
    // The entry may have opened the menu before hydration: that state is kept, not a mismatch.
    <header className={`site-header${menuOpen ? ` ${EARLY_CONTROLS.menuOpenClass}` : ''}`} suppressHydrationWarning>
      <div className="site-header__bar">
        <Link to="/" className="brand">
          <BrandLogo />
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
