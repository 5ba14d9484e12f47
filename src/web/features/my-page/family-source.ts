import { createContext, useContext } from 'react';
import { adminFamilyPath, MEMBER_FAMILY_PATH } from './my-page-paths.ts';

/**
 * Where the family is read from and its edits are sent: the member's own (/mypage) or, for the
 * board helping a family (/adminfamily/:givenId), the admin routes with the same bodies and rules.
 */
export type TFamilySource = {
  familyPath: string;
  editBase: string;
  admin: boolean;
  /** The family's place in the query cache: a change reloads it. */
  queryKey: readonly string[];
};

export const MEMBER_FAMILY_SOURCE: TFamilySource = {
  familyPath: MEMBER_FAMILY_PATH,
  editBase: '/api/member',
  admin: false,
  queryKey: ['member', 'family'],
};

export function adminFamilySource(givenId: string): TFamilySource {
  const base = adminFamilyPath(givenId);
  return { familyPath: base, editBase: base, admin: true, queryKey: ['admin', 'family', givenId] };
}

export const FamilySourceContext = createContext<TFamilySource>(MEMBER_FAMILY_SOURCE);

export function useFamilySource(): TFamilySource {
  return useContext(FamilySourceContext);
}
