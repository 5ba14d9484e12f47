import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { TFamilySource } from '../family-source.ts';

/** GET the family's details (Bearer); the server fills the member's own for /mypage. */
export const familyQuery = (source: TFamilySource) =>
  queryOptions({
    queryKey: source.queryKey,
    queryFn: () => apiRequest(source.familyPath, 'ZFamilyProfile', { auth: true, showLoading: false }),
  });

/** The family's details: the member's own, or the family the board opened. */
export function useFamily(source: TFamilySource, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...familyQuery(source), enabled });
}
