/**
 * The board's area by task: each section has its own address under /admindashboard, and its tabs.
 * /admindashboard itself opens on the members section (the four tables the board uses most).
 */
export const ADMIN_DASHBOARD_PATH = '/admindashboard';

export const ADMIN_SECTIONS = ['members', 'money', 'events', 'content', 'association'] as const;

export type TAdminSection = (typeof ADMIN_SECTIONS)[number];

/** The tabs of each section, by tab id, in order. */
export const SECTION_TABS: Readonly<Record<TAdminSection, readonly string[]>> = {
  members: ['all', 'current', 'pending', 'renewals', 'import'],
  money: ['finance-reports', 'statements'],
  events: ['events', 'activities', 'grant-report'],
  content: ['news', 'slider', 'site-pages', 'visits'],
  association: ['site-settings', 'board-members', 'roles', 'contact-messages', 'audit'],
};

/** The sections whose tables are the board's member data (GET /api/admin/all). */
export const SECTIONS_WITH_MEMBER_DATA: ReadonlySet<TAdminSection> = new Set(['members', 'association']);

export const adminSectionPath = (section: TAdminSection) => `${ADMIN_DASHBOARD_PATH}/${section}`;

/** The section an address names: none is the members section; an unknown name is null. */
export function adminSectionOf(param: string | undefined): TAdminSection | null {
  if (param === undefined) return 'members';
  return (ADMIN_SECTIONS as readonly string[]).includes(param) ? (param as TAdminSection) : null;
}
