import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { EARLY_CONTROLS } from '../../lib/boot/answer-before-the-app.ts';
import { useDeveloperMode } from '../../lib/developer-mode.ts';
import { useFinancialYearLabel } from '../../lib/financial-year-label.ts';
import { useSession } from '../../lib/session/session-context.tsx';
import { isMenuEntryVisible, MENU_ENTRIES, type TMenuEntry } from './menu-entries.ts';
import { useAdoptEarlyState } from '../../lib/use-adopt-early-state.ts';

/**
 * An entry with pages under it. In the phone's drawer its pages are listed under it, always in
 * sight; on the desktop bar the entry is a button naming it that opens them (Escape or a click
 * elsewhere closes).
 */
function SubmenuEntry({ entry, onNavigate }: { entry: TMenuEntry; onNavigate: () => void }) {
  const { t } = useTranslation('common');
  const fyLabel = useFinancialYearLabel();
  const [open, setOpen] = useState(false);
  const item = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const label = t(`menu.${entry.labelKey}`);
  const submenuId = `submenu-${entry.id}`;
  // The entry script unfolds it before the app is there: the app goes on from what it left.
  useAdoptEarlyState(() => setOpen(button.current?.getAttribute('aria-expanded') === 'true'));

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!item.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [open]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };

  return (
    <li
      ref={item}
      className={`nav-menu__item nav-menu__item--parent${open ? ` ${EARLY_CONTROLS.submenuOpenClass}` : ''}`}
      onKeyDown={closeOnEscape}
      suppressHydrationWarning
    >
      <NavLink className="nav-menu__parent-link" to={entry.path} end onClick={onNavigate}>
        {label}
      </NavLink>
      <button
        ref={button}
        type="button"
        className="nav-menu__disclosure"
        aria-expanded={open}
        suppressHydrationWarning
        aria-controls={submenuId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <svg
          aria-hidden="true"
          focusable="false"
          className="nav-menu__chevron"
          viewBox="0 0 24 24"
          width="16"
          height="16"
        >
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={submenuId} className="nav-menu__submenu">
        {entry.children?.map((child) => (
          <li key={child.path}>
            <NavLink
              to={child.path}
              onClick={() => {
                setOpen(false);
                onNavigate();
              }}
            >
              {t(
                `menu.${child.labelKey}`,
                child.financialYear === undefined ? undefined : { fy: fyLabel(child.financialYear) },
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function NavMenu({ id, onNavigate }: { id: string; onNavigate: () => void }) {
  const { t } = useTranslation('common');
  const { status, isAdmin } = useSession();
  const developerMode = useDeveloperMode();
  const viewer = { signedIn: status === 'signedIn', isAdmin, developerMode };
  return (
    <nav id={id} className="nav-menu" aria-label={t('menu.label')}>
      <ul className="nav-menu__list">
        {MENU_ENTRIES.filter((entry) => isMenuEntryVisible(entry, viewer)).map((entry) =>
          entry.children ? (
            <SubmenuEntry key={entry.id} entry={entry} onNavigate={onNavigate} />
          ) : (
            <li key={entry.id} className="nav-menu__item">
              <NavLink to={entry.path} end onClick={onNavigate}>
                {t(`menu.${entry.labelKey}`)}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
