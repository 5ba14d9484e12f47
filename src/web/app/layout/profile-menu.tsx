import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TLoginUser } from '../../../shared/login-user.ts';
import { useAssociation } from '../../lib/association.tsx';
import { localeOf } from '../../../shared/languages.ts';

function formatLastLogin(value: string | null, language: string, never: string): string {
  if (!value) return never;
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeStyle: 'short' }).format(new Date(value));
}

/** The profile popup: last login and Logout (and the app version). */
export function ProfileMenu({ user }: { user: TLoginUser }) {
  const { t, i18n } = useTranslation('common');
  const { appVersion } = useAssociation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent ? event.key === 'Escape' : !container.current?.contains(event.target as Node)
      ) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return (
    <div className="profile-menu" ref={container}>
      <button
        type="button"
        className="profile-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('profile.open', { name: user.displayName })}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">{initials}</span>
      </button>
      {open && (
        <div id={panelId} className="profile-menu__panel" role="group" aria-label={t('profile.title')}>
          <p className="profile-menu__name">{user.displayName}</p>
          <p>
            {t('profile.lastLogin')}: {formatLastLogin(user.lastLogin, i18n.language, t('profile.never'))}
          </p>
          <p className="profile-menu__version">{t('footer.version', { version: appVersion })}</p>
          <Link className="button-link" to="/logout" onClick={() => setOpen(false)}>
            {t('profile.logout')}
          </Link>
        </div>
      )}
    </div>
  );
}
