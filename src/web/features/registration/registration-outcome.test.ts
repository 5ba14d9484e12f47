import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { createTestI18n } from '../../testing/render-with-i18n.tsx';
import { outcomeOfAnswer, outcomeOfError, refusalText } from './registration-outcome.ts';

const path = '/api/membership/register';

describe('outcomeOfAnswer', () => {
  it('is success only for the exact success text of this association', () => {
    expect(outcomeOfAnswer('STTA Registration Success.', 'STTA')).toEqual({ kind: 'success' });
    expect(outcomeOfAnswer('OTHER Registration Success.', 'STTA')).toEqual({
      kind: 'refused',
      reason: 'OTHER Registration Success.',
      fields: {},
    });
  });

  it('shows any other text as the reason, and an empty answer as the failure', () => {
    expect(outcomeOfAnswer('Email already registered.', 'STTA')).toMatchObject({ reason: 'Email already registered.' });
    expect(outcomeOfAnswer('', 'STTA')).toEqual({ kind: 'failed' });
    expect(outcomeOfAnswer(null, 'STTA')).toEqual({ kind: 'failed' });
  });
});

describe('outcomeOfError', () => {
  it('shows the message and the field errors of a 4xx JSON answer', () => {
    const error = new ApiError(
      400,
      { error: 'validation', message: 'Some fields are not valid.', fields: { 'spouse.email': 'emailInvalid' } },
      path,
    );
    expect(outcomeOfError(error)).toEqual({
      kind: 'refused',
      reason: 'Some fields are not valid.',
      code: 'validation',
      fields: { 'spouse.email': 'emailInvalid' },
    });
    expect(outcomeOfError(new ApiError(409, { error: 'duplicate', message: 'Already registered.' }, path))).toEqual({
      kind: 'refused',
      reason: 'Already registered.',
      code: 'duplicate',
      fields: {},
    });
  });

  it('shows a plain-text 4xx answer as the reason', () => {
    expect(outcomeOfError(new ApiError(409, 'E-mail already on file.', path))).toMatchObject({
      kind: 'refused',
      reason: 'E-mail already on file.',
    });
  });

  it('is the generic failure for transport errors, 5xx and answers without a reason', () => {
    expect(outcomeOfError(new TypeError('Failed to fetch'))).toEqual({ kind: 'failed' });
    expect(outcomeOfError(new ApiError(500, { error: 'internal', message: 'Something went wrong.' }, path))).toEqual({
      kind: 'failed',
    });
    expect(outcomeOfError(new ApiError(502, '<html>Bad gateway</html>', path))).toEqual({ kind: 'failed' });
    expect(outcomeOfError(new ApiError(400, { error: 'x' }, path))).toEqual({ kind: 'failed' });
  });
});

describe('refusalText', () => {
  const refused = (code: string | undefined, reason: string) =>
    ({ kind: 'refused', reason, fields: {}, ...(code ? { code } : {}) }) as const;

  it("says a refusal in the reader's language, never in the server's English", () => {
    for (const language of ['ta', 'sv', 'en']) {
      const i18n = createTestI18n(language);
      expect(refusalText(refused('validation', 'Some fields are not valid.'), i18n)).toBe(
        i18n.t('registration:serverErrors.validation'),
      );
      expect(refusalText(refused('brand_new', 'Some English.'), i18n)).toBe(i18n.t('registration:failure'));
    }
    expect(refusalText(refused('validation', 'Some fields are not valid.'), createTestI18n('sv'))).not.toContain(
      'Some fields',
    );
  });

  it('keeps what the server worded in the language of the request, and a plain-text answer', () => {
    const i18n = createTestI18n('sv');
    expect(refusalText(refused('duplicate_email', 'E-postadressen a@b.se (du) är redan registrerad.'), i18n)).toBe(
      'E-postadressen a@b.se (du) är redan registrerad.',
    );
    expect(refusalText(refused(undefined, 'E-mail already on file.'), i18n)).toBe('E-mail already on file.');
  });
});
