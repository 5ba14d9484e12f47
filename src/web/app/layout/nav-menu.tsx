import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useDeveloperMode } from '../../lib/developer-mode.ts';
import { useFinancialYearLabel } from '../../lib/financial-year-label.ts';
import { useSession } from '../../lib/session/session-context.tsx';
import { isMenuEntryVisible, MENU_ENTRIES, type TMenuEntry } from './menu-entries.ts';

function SubmenuEntry({ entry, onNavigate }: { entry: TMenuEntry; onNavigate: () => void }) {
  const { t } = useTranslation('common');
  const fyLabel = useFinancialYearLabel();
  const [open, setOpen] = useState(false);
  const label = t(`menu.${entry.labelKey}`);
  const submenuId = `submenu-${entry.id}`;
  return (
    <li className={`nav-menu__item nav-menu__item--parent${open ? ' is-open' : ''}`}>
      <NavLink to={entry.path} end onClick={onNavigate}>
        {label}
      </NavLink>
      <button
        type="button"
        className="nav-menu__expand"
        aria-expanded={open}
        aria-controls={submenuId}
        aria-label={t('menu.showSubmenu', { name: label })}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">▾</span>
      </button>
      <ul id={submenuId} className="nav-menu__submenu">
        {entry.children?.map((child) => (
          <li key={child.path}>
            <NavLink to={child.path} onClick={onNavigate}>
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
