import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../testing/render-with-i18n.tsx';
import { ApiError } from './api-client.ts';
import { serverRefusal, serverRefusalText } from './server-refusal.ts';

const refusal = (data: unknown) => new ApiError(409, data, '/api/member/updatekid');

describe('serverRefusal', () => {
  it('reads the code and the string or number params, nothing else', () => {
    expect(serverRefusal(refusal({ error: 'too_many_kids', message: 'x', params: { max: 5, bad: {} } }))).toEqual({
      code: 'too_many_kids',
      params: { max: 5 },
    });
    expect(serverRefusal(refusal('Plain text'))).toBeNull();
    expect(serverRefusal(refusal({ message: 'no code' }))).toBeNull();
    expect(serverRefusal(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('serverRefusalText', () => {
  it("says a known code in the reader's language and never the server's English", async () => {
    for (const language of ['ta', 'sv', 'en'] as const) {
      const i18n = createTestI18n(language);
      await i18n.loadNamespaces('mypage');
      const t = i18n.getFixedT(language, 'mypage');
      const text = serverRefusalText(
        t,
        refusal({ error: 'too_many_kids', message: 'A family lists at most 5 kids.', params: { max: 5 } }),
        'saveFailed',
      );
      expect(text).toBe(t('serverErrors.too_many_kids', { max: 5 }));
      expect(text).toContain('5');
      if (language !== 'en') expect(text).not.toBe('A family lists at most 5 kids.');
      const unknown = serverRefusalText(t, refusal({ error: 'new_code', message: 'Some English.' }), 'saveFailed');
      expect(unknown).toBe(t('saveFailed'));
    }
  });
});
