/**
 * The navigation menu. public: only when nobody is signed in; private: only when
 * someone is; both: always. admin and developer narrow a private entry further.
 */
export type TMenuVisibility = 'public' | 'private' | 'both';

export type TMenuEntry = {
  id: string;
  path: string;
  /** Key under common:menu */
  labelKey: string;
  visibility: TMenuVisibility;
  admin?: boolean;
  developer?: boolean;
  /** financialYear: the label names that year (as `fy`), in the reader's language. */
  children?: { path: string; labelKey: string; financialYear?: number }[];
};

export const MENU_ENTRIES: TMenuEntry[] = [
  { id: 'home', path: '/', labelKey: 'home', visibility: 'public' },
  { id: 'board', path: '/boardmembers', labelKey: 'board', visibility: 'public' },
  {
    id: 'members',
    path: '/members',
    labelKey: 'members',
    visibility: 'public',
    children: [
      { path: '/memberregistration', labelKey: 'registration' },
      { path: '/memberlogin', labelKey: 'login' },
    ],
  },
  { id: 'adminDashboard', path: '/admindashboard', labelKey: 'adminDashboard', visibility: 'private', admin: true },
  { id: 'events', path: '/events', labelKey: 'events', visibility: 'both' },
  { id: 'activities', path: '/activities', labelKey: 'activities', visibility: 'both' },
  { id: 'myPage', path: '/mypage', labelKey: 'myPage', visibility: 'private' },
  {
    id: 'more',
    path: '/more',
    labelKey: 'more',
    visibility: 'private',
    developer: true,
    children: [
      { path: '/finance-report/2022', labelKey: 'financeReport', financialYear: 2022 },
      { path: '/finance-report/2023', labelKey: 'financeReport', financialYear: 2023 },
    ],
  },
  { id: 'contact', path: '/contactus', labelKey: 'contact', visibility: 'public' },
];

export type TMenuViewer = { signedIn: boolean; isAdmin: boolean; developerMode: boolean };

export function isMenuEntryVisible(entry: TMenuEntry, viewer: TMenuViewer): boolean {
  if (entry.visibility === 'both') return true;
  if (entry.visibility === 'public') return !viewer.signedIn;
  if (!viewer.signedIn) return false;
  if (entry.admin && !viewer.isAdmin) return false;
  if (entry.developer && !viewer.developerMode) return false;
  return true;
}
