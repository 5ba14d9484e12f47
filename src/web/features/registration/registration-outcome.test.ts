import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { outcomeOfAnswer, outcomeOfError } from './registration-outcome.ts';

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
      fields: { 'spouse.email': 'emailInvalid' },
    });
    expect(outcomeOfError(new ApiError(409, { error: 'duplicate', message: 'Already registered.' }, path))).toEqual({
      kind: 'refused',
      reason: 'Already registered.',
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
