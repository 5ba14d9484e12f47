import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { TFamilySource } from '../family-source.ts';

/** GET the family's details (Bearer): the member's own, or the family the board opened. */
export function useFamily(source: TFamilySource, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: source.queryKey,
    queryFn: () => apiRequest(source.familyPath, 'ZFamilyProfile', { auth: true, showLoading: false }),
    enabled,
  });
}
