// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerMismatchError, apiRequest } from './api-client.ts';

afterEach(() => vi.unstubAllGlobals());

function answerWith(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body)),
  );
}

describe('answers checked against their shared schema (in tests and development)', () => {
  it('refuses an answer that does not match, naming the call', async () => {
    answerWith({ slides: [{ id: 'one' }] });
    const call = apiRequest('/api/content/slider', 'ZSliderAnswer', { showLoading: false });
    await expect(call).rejects.toBeInstanceOf(AnswerMismatchError);
    await expect(call).rejects.toThrow('/api/content/slider');
  });

  it('returns the answer as the server sent it, not a parsed copy', async () => {
    answerWith({ ok: true, closureRequestedAt: '2025-04-01T10:00:00.000Z', extra: 'kept' });
    const answer = await apiRequest('/api/member/close-request', 'ZClosureRequested', { showLoading: false });
    expect(answer).toEqual({ ok: true, closureRequestedAt: '2025-04-01T10:00:00.000Z', extra: 'kept' });
  });
});
