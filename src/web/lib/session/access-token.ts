/** What the web app needs to know of a stored access token. */
export type TTokenState = 'none' | 'valid' | 'expired' | 'malformed';

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

export function readTokenPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload = decodeSegment(parts[1]);
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A token without exp counts as expired: such a user is logged out. */
export function tokenState(token: string | null, nowMs: number): TTokenState {
  if (!token) return 'none';
  const payload = readTokenPayload(token);
  if (!payload) return 'malformed';
  const exp = payload.exp;
  if (typeof exp !== 'number') return 'expired';
  return exp * 1000 > nowMs ? 'valid' : 'expired';
}
