import { ADMIN_DATA_PATH } from '../features/admin/members/admin-data-path.ts';
import { adminFamilyPath, MEMBER_FAMILY_PATH } from '../features/my-page/my-page-paths.ts';
import { CURRENT_USER_PATH } from '../lib/session/session-paths.ts';

const ADMIN_FAMILY_PAGE = /^\/adminfamily\/([^/]+)$/;
/** The board's sections that show its member tables (features/admin/admin-sections.ts). */
const ADMIN_MEMBER_DATA_PAGE = /^\/admindashboard(?:\/(?:members|association))?$/;

function pageData(pathname: string): string[] {
  if (pathname === '/mypage') return [MEMBER_FAMILY_PATH];
  if (ADMIN_MEMBER_DATA_PAGE.test(pathname)) return [ADMIN_DATA_PATH];
  const family = ADMIN_FAMILY_PAGE.exec(pathname);
  if (family?.[1]) {
    try {
      return [adminFamilyPath(decodeURIComponent(family[1]))];
    } catch {
      // A malformed escape: the page will say the family is unknown; nothing to start.
    }
  }
  return [];
}

/**
 * The API reads a member or board page makes on its first render with a session: who is signed in,
 * then the page's own data. Kept to plain path matching (no router) so the early script stays tiny.
 */
export function earlyRequestsFor(pathname: string): string[] {
  return [CURRENT_USER_PATH, ...pageData(pathname)];
}
