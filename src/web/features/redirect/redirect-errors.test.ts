import { describe, expect, it } from 'vitest';
import { redirectErrorKey } from './redirect-errors.ts';

describe('redirectErrorKey', () => {
  it('gives the long not-a-member text for an error that starts like the specification’s', () => {
    expect(redirectErrorKey('You are not a registered member.')).toBe('redirect.notMember');
    expect(redirectErrorKey('You are not a registered member. Anything')).toBe('redirect.notMember');
  });

  it('gives each error the server sends its own text', () => {
    expect(redirectErrorKey('Your registration request is not yet approved.')).toBe('redirect.notApproved');
    expect(redirectErrorKey('The sign-in service could not be reached. Please try again later.')).toBe(
      'redirect.providerDown',
    );
    expect(redirectErrorKey('The sign-in did not complete. Please try again.')).toBe('redirect.failed');
  });

  it('never shows words from the address: anything else is the general failure', () => {
    for (const error of ['Your account is locked, call +46 70 000 00 00', '<b>hi</b>', '', 'constructor']) {
      expect(redirectErrorKey(error)).toBe('redirect.failed');
    }
  });
});
