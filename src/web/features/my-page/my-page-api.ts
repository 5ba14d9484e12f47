import { createContext, useContext } from 'react';
import type { TFunction } from 'i18next';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { serverRefusalText } from '../../lib/server-refusal.ts';
import { readStorage } from '../../lib/browser-storage.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { ZFamilyProfile, type TFamilyProfile, type TPreferences } from '../../../shared/profile.schema.ts';
import { adminFamilyPath, MEMBER_FAMILY_PATH } from './my-page-paths.ts';

export const FAMILY_QUERY_KEY = ['member', 'family'] as const;

export type TEditKind = 'self' | 'address' | 'spouse' | 'kid';

const EDIT_SUFFIXES: Record<TEditKind, string> = {
  self: '/update',
  address: '/updateaddress',
  spouse: '/updatespouse',
  kid: '/updatekid',
};

/**
 * Where the family is read from and its edits are sent: the member's own (/mypage) or, for the
 * board helping a family (/adminfamily/:givenId), the admin routes with the same bodies and rules.
 */
export type TFamilySource = { familyPath: string; editBase: string; admin: boolean };

export const MEMBER_FAMILY_SOURCE: TFamilySource = {
  familyPath: MEMBER_FAMILY_PATH,
  editBase: '/api/member',
  admin: false,
};

export function adminFamilySource(givenId: string): TFamilySource {
  const base = adminFamilyPath(givenId);
  return { familyPath: base, editBase: base, admin: true };
}

export const FamilySourceContext = createContext<TFamilySource>(MEMBER_FAMILY_SOURCE);

export function useFamilySource(): TFamilySource {
  return useContext(FamilySourceContext);
}

export async function fetchFamily(familyPath = MEMBER_FAMILY_SOURCE.familyPath): Promise<TFamilyProfile> {
  return ZFamilyProfile.parse(await apiRequest(familyPath, { auth: true, showLoading: false }));
}

/** The server answers the text `Updated.` on success (SPEC section 7). */
export function saveEdit(
  kind: TEditKind,
  self: Record<string, unknown>,
  editBase = MEMBER_FAMILY_SOURCE.editBase,
): Promise<string> {
  return apiRequest<string>(`${editBase}${EDIT_SUFFIXES[kind]}`, { method: 'POST', auth: true, body: { self } });
}

export type TCashRenewal = { ok: true; year: number; amountSek: number };

/** The board records a membership of the current FY paid in cash (approved at once). */
export function recordCashRenewal(givenId: string): Promise<TCashRenewal> {
  return apiRequest<TCashRenewal>('/api/admin/cash-renewal', { method: 'POST', auth: true, body: { givenId } });
}

export function savePreferences(preferences: TPreferences): Promise<TPreferences> {
  return apiRequest<TPreferences>('/api/member/preferences', { method: 'POST', auth: true, body: preferences });
}

export function requestClosure(): Promise<{ ok: true; closureRequestedAt: string }> {
  return apiRequest('/api/member/close-request', { method: 'POST', auth: true, body: {} });
}

function authHeaders(): Record<string, string> {
  const token = readStorage(STORAGE_KEYS.accessToken);
  return token ? { authorization: `Bearer ${token}` } : {};
}

export type TRenewalQr = {
  imageSrc: string;
  payee: string;
  amount: string;
  message: string;
  /** Opens the Swish app with the same payment filled in; empty if the server sent none. */
  appLink: string;
};

/**
 * POST /api/member/QRCode: the answer is SVG; it is shown as an <img> from a data URL, so no markup
 * from the answer ever enters the page. The payment details come in the x-swish-* headers.
 */
export async function requestRenewalQr(givenIds: readonly string[]): Promise<TRenewalQr> {
  const path = `/api/member/QRCode?ids=${encodeURIComponent(givenIds.join(','))}`;
  const response = await fetch(path, { method: 'POST', headers: authHeaders(), credentials: 'same-origin' });
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => null);
    throw new ApiError(response.status, data, path);
  }
  const svg = await response.text();
  const bytes = new TextEncoder().encode(svg);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return {
    imageSrc: `data:image/svg+xml;base64,${btoa(binary)}`,
    payee: response.headers.get('x-swish-payee') ?? '',
    amount: response.headers.get('x-swish-amount') ?? '',
    message: response.headers.get('x-swish-message') ?? '',
    appLink: swishLinkOrEmpty(response.headers.get('x-swish-app-link')),
  };
}

/** Only a swish: link may become the link's href, whatever a proxy on the way did to the header. */
function swishLinkOrEmpty(value: string | null): string {
  return value?.startsWith('swish://') ? value : '';
}

/** Downloads GET /api/member/export as a file. */
export async function downloadExport(): Promise<void> {
  const response = await fetch('/api/member/export', { headers: authHeaders(), credentials: 'same-origin' });
  if (!response.ok) throw new ApiError(response.status, null, '/api/member/export');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'my-data.json';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The alert of a failed call in the reader's language, split on newlines as the renewal dialog
 * shows it: the text of the server's code, else the fallback text.
 */
export function alertLines(
  t: TFunction,
  error: unknown,
  fallbackKey: string,
  values: Record<string, string | number> = {},
): string[] {
  return serverRefusalText(t, error, fallbackKey, values).split('\n');
}
