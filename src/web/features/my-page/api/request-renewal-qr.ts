import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { readStorage } from '../../../lib/read-storage.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import type { TRenewalPayment } from '../../../../shared/renewal-payment.ts';

/** Only a swish: link may become the link's href, whatever a proxy on the way did to the header. */
function swishLinkOrEmpty(value: string | null): string {
  return value?.startsWith('swish://') ? value : '';
}

/**
 * POST /api/member/QRCode: the answer is SVG, not JSON, so it does not go through apiRequest. It is
 * shown as an <img> from a data URL, so no markup from the answer ever enters the page; the payment
 * details come in the x-swish-* headers.
 */
async function requestRenewalQr(givenIds: readonly string[]): Promise<TRenewalPayment> {
  const path = `/api/member/QRCode?ids=${encodeURIComponent(givenIds.join(','))}`;
  const token = readStorage(STORAGE_KEYS.accessToken);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const response = await fetch(path, { method: 'POST', headers, credentials: 'same-origin' });
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

export function useRequestRenewalQr() {
  return useMutation({ mutationFn: requestRenewalQr });
}
