import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type TEditKind = 'self' | 'address' | 'spouse' | 'kid';

const EDIT_SUFFIXES: Record<TEditKind, string> = {
  self: '/update',
  address: '/updateaddress',
  spouse: '/updatespouse',
  kid: '/updatekid',
};

/** The server answers the plain text `Updated.` on success. */
export type TEdit = { kind: TEditKind; self: Record<string, unknown>; editBase: string };

/** POST {editBase}/update, /updateaddress, /updatespouse or /updatekid (Bearer) with `{ self }`. */
export function useSaveEdit() {
  return useMutation({
    mutationFn: ({ kind, self, editBase }: TEdit) =>
      apiRequest(`${editBase}${EDIT_SUFFIXES[kind]}`, 'ZPlainText', { method: 'POST', auth: true, body: { self } }),
  });
}
