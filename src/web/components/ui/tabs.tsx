import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdoptEarlyState } from '../../lib/use-adopt-early-state.ts';

export type TTab = { id: string; label: ReactNode; content: ReactNode };

export type TTabsProps = {
  /** The tabs, in order. Given as data rather than <Tab> children so the ids and order are explicit. */
  tabs: readonly TTab[];
  /** Controlled: the selected tab's id. Leave undefined to let Tabs keep its own selection. */
  selectedId?: string;
  /** Uncontrolled: the tab selected first (defaults to the first tab). */
  defaultSelectedId?: string;
  onSelect?: (id: string) => void;
  /**
   * The page's address with a tab open: each tab is then a link there (role tab still), so a browser
   * without the app opens it by loading that address; the app selects it in place instead.
   */
  hrefOf?: (id: string) => string;
  /** Accessible name of the tab list, for when no visible heading names it. */
  label?: string;
  className?: string;
  /**
   * 'always' (default): every panel is rendered from the start, in the server's HTML too.
   * 'onceSelected': a panel is rendered the first time its tab is selected, and then kept; for tabs
   * whose panels load their own data, so opening the page asks only for the first tab's.
   */
  renderPanels?: 'always' | 'onceSelected';
};

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move to a tab and select it.
 * A rendered panel stays mounted (hidden when not selected) so a half-filled form in one tab
 * survives a visit to another, and each tab's aria-controls points at a real element.
 */
export function Tabs({
  tabs,
  selectedId,
  defaultSelectedId,
  onSelect,
  hrefOf,
  label,
  className,
  renderPanels = 'always',
}: TTabsProps) {
  const { t } = useTranslation('ui');
  const baseId = useId();
  const [ownSelectedId, setOwnSelectedId] = useState(defaultSelectedId);
  const [selectedBefore, setSelectedBefore] = useState<ReadonlySet<string>>(() => new Set());
  const tabRefs = useRef<(HTMLElement | null)[]>([]);
  const requested = selectedId ?? ownSelectedId;
  const activeId = tabs.some((tab) => tab.id === requested) ? requested : tabs[0]?.id;

  // The entry script selects a tab pressed before the app is there: the app goes on from that tab.
  const adopt = useRef<() => void>(() => undefined);
  adopt.current = () => {
    const index = tabRefs.current.findIndex((element) => element?.getAttribute('aria-selected') === 'true');
    const tab = tabs[index];
    if (tab && tab.id !== activeId) select(tab.id);
  };
  useAdoptEarlyState(() => adopt.current());

  useEffect(() => {
    if (activeId !== undefined) setSelectedBefore((ids) => (ids.has(activeId) ? ids : new Set(ids).add(activeId)));
  }, [activeId]);

  if (tabs.length < 2) {
    return <p className="ui-tabs__misuse">{t('tabsMinimum')}</p>;
  }

  // Tab ids are caller data and may contain spaces, which would break id references: use positions.
  const tabDomId = (index: number) => `${baseId}-tab-${index}`;
  const panelDomId = (index: number) => `${baseId}-panel-${index}`;

  function select(id: string) {
    setOwnSelectedId(id);
    if (id !== activeId) onSelect?.(id);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLElement>, index: number) {
    const last = tabs.length - 1;
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
        next = index === last ? 0 : index + 1;
        break;
      case 'ArrowLeft':
        next = index === 0 ? last : index - 1;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = last;
        break;
      default:
        return;
    }
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    select(tab.id);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className={['ui-tabs', className ?? ''].filter(Boolean).join(' ')}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className="ui-tabs__list">
        {tabs.map((tab, index) => {
          const selected = tab.id === activeId;
          const shared = {
            ref: (element: HTMLElement | null) => {
              tabRefs.current[index] = element;
            },
            role: 'tab',
            id: tabDomId(index),
            'aria-selected': selected,
            'aria-controls': panelDomId(index),
            tabIndex: selected ? 0 : -1,
            className: selected ? 'ui-tabs__tab ui-tabs__tab--selected' : 'ui-tabs__tab',
            // The entry script may have selected another tab before hydration: kept, then adopted.
            suppressHydrationWarning: true,
            onKeyDown: (event: KeyboardEvent<HTMLElement>) => handleKeyDown(event, index),
          } as const;
          if (hrefOf) {
            const open = (event: MouseEvent) => {
              event.preventDefault();
              select(tab.id);
            };
            return (
              <a key={tab.id} {...shared} href={hrefOf(tab.id)} onClick={open}>
                {tab.label}
              </a>
            );
          }
          return (
            <button key={tab.id} {...shared} type="button" onClick={() => select(tab.id)}>
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelDomId(index)}
          aria-labelledby={tabDomId(index)}
          hidden={tab.id !== activeId}
          suppressHydrationWarning
          // Focusable so keyboard users can reach a panel that holds only text.
          tabIndex={0}
          className="ui-tabs__panel"
        >
          {renderPanels === 'always' || tab.id === activeId || selectedBefore.has(tab.id) ? tab.content : null}
        </div>
      ))}
    </div>
  );
}
