import { Suspense, type ComponentType } from 'react';
import { Loading } from '../../components/ui/loading.tsx';
import { preloadableLazy } from '../../lib/lazy-page.ts';

// The board's tabs besides the member tables: their code is fetched when the tab is first opened,
// so the dashboard, which opens on the member tables, is ready on a phone without the code (and the
// forms' schemas) of tabs the board may not open. The tab a section's address opens on is loaded on
// the server before it renders (preloadLaterTab), so its HTML is in the page; the browser keeps that
// HTML while the tab's code arrives.

type TLaterTab = { Panel: ComponentType; preload: () => Promise<unknown> };

function later<TName extends string>(load: () => Promise<Record<TName, ComponentType>>, name: TName): TLaterTab {
  const { Component, preload } = preloadableLazy(load, name);
  return { Panel: Component, preload };
}

const FinanceReportsTab = later(() => import('./finance/finance-reports-tab.tsx'), 'FinanceReportsTab');
const EventsSection = later(() => import('./events/events-section.tsx'), 'EventsSection');
const NewsTab = later(() => import('./news/news-tab.tsx'), 'NewsTab');
const SettingsTab = later(() => import('./settings/settings-tab.tsx'), 'SettingsTab');
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
  'finance-reports': FinanceReportsTab,
  events: EventsSection,
  news: NewsTab,
  'site-settings': SettingsTab,
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

/** Loads a later tab's code, so that it renders at once (on the server, for an address that opens it); any other id: nothing. */
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
