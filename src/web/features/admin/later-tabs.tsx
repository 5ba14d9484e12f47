import { Suspense, type ComponentType } from 'react';
import { Loading } from '../../components/ui/loading.tsx';
import { preloadableLazy } from '../../lib/lazy-page.ts';

// The board's tabs that are never a section's first: their code is fetched when the tab is first
// opened, so the dashboard is ready on a phone without the code of tabs the board may not open. A
// section's first tab is the one the server renders with the page, so it stays in the page's chunk;
// a later tab the address names (`?tab=site-pages`) is loaded on the server before it renders.

type TLaterTab = { Panel: ComponentType; preload: () => Promise<unknown> };

function later<TName extends string>(load: () => Promise<Record<TName, ComponentType>>, name: TName): TLaterTab {
  const { Component, preload } = preloadableLazy(load, name);
  return { Panel: Component, preload };
}

const AuditLogTable = later(() => import('./audit/audit-log-table.tsx'), 'AuditLogTable');
const ContactMessagesTab = later(() => import('./contact/contact-messages-tab.tsx'), 'ContactMessagesTab');
const BoardMembersTab = later(() => import('./board/board-members-tab.tsx'), 'BoardMembersTab');
const StatementsPanel = later(() => import('./statements/statements-panel.tsx'), 'StatementsPanel');
const RegisterImportPanel = later(() => import('./register-import/register-import-panel.tsx'), 'RegisterImportPanel');
const ActivitiesTab = later(() => import('./activities/activities-tab.tsx'), 'ActivitiesTab');
const GrantReportTab = later(() => import('./grant-report/grant-report-tab.tsx'), 'GrantReportTab');
const SliderImagesTab = later(() => import('./slider/slider-images-tab.tsx'), 'SliderImagesTab');
const VisitsTab = later(() => import('./visits/visits-tab.tsx'), 'VisitsTab');
const PagesTab = later(() => import('./pages/pages-tab.tsx'), 'PagesTab');

const LATER_TABS: Readonly<Record<string, TLaterTab>> = {
  audit: AuditLogTable,
  'contact-messages': ContactMessagesTab,
  'board-members': BoardMembersTab,
  statements: StatementsPanel,
  import: RegisterImportPanel,
  activities: ActivitiesTab,
  'grant-report': GrantReportTab,
  slider: SliderImagesTab,
  visits: VisitsTab,
  'site-pages': PagesTab,
};

/** Loads a later tab's code, so that it renders at once (on the server, for an address that opens it). */
export async function preloadLaterTab(id: string): Promise<void> {
  await LATER_TABS[id]?.preload();
}

/** The later tabs' panels by tab id, each showing the loading sign while its code arrives. */
export const LATER_TAB_PANELS = Object.fromEntries(
  Object.entries(LATER_TABS).map(([id, { Panel }]) => [
    id,
    <Suspense key={id} fallback={<Loading />}>
      <Panel />
    </Suspense>,
  ]),
);
