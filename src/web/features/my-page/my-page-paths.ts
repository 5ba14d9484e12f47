/** The family's details: the member's own, or a family the board opens (no imports: the early script reads these). */
export const MEMBER_FAMILY_PATH = '/api/member/family';

export function adminFamilyPath(givenId: string): string {
  return `/api/admin/family/${encodeURIComponent(givenId)}`;
}
