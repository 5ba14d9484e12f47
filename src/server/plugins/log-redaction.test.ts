import { describe, expect, it } from 'vitest';
import { maskEmails, redactingLogger, redactUrl, scrubForLog } from './log-redaction.ts';

describe('log redaction', () => {
  it('masks addresses to their first letter and domain, also %40-encoded, and leaves other text', () => {
    expect(maskEmails('to kavitha.raman@example.org, cc <arun@mail.example.se>')).toBe(
      'to k***@example.org, cc <a***@mail.example.se>',
    );
    expect(maskEmails('email=kavitha%40example.org&x=1')).toBe('email=k***@example.org&x=1');
    expect(maskEmails('@scope/package and a @ sign')).toBe('@scope/package and a @ sign');
    expect(maskEmails(maskEmails('kavitha@example.org'))).toBe('k***@example.org');
  });

  it('keeps harmless query values only; every other value is redacted, whatever its key', () => {
    expect(redactUrl('/verify?oobCode=abc&lang=en')).toBe('/verify?oobCode=[redacted]&lang=en');
    expect(redactUrl('/activateaccount?email=a%40b.se&code=xyz')).toBe(
      '/activateaccount?email=[redacted]&code=[redacted]',
    );
    expect(redactUrl('/bookings/confirm?token=t&newThing=s')).toBe(
      '/bookings/confirm?token=[redacted]&newThing=[redacted]',
    );
    expect(redactUrl('/events?page=2')).toBe('/events?page=2');
  });

  it('masks the strings of plain fields and of an error’s own fields (a database error’s detail)', () => {
    const error = Object.assign(new Error('duplicate key'), { detail: 'Key (email)=(kavitha@example.org) exists.' });
    expect(scrubForLog({ to: ['kavitha@example.org'], nested: { note: 'x@y.se' } })).toEqual({
      to: ['k***@example.org'],
      nested: { note: 'x***@y.se' },
    });
    const options = redactingLogger({ level: 'info' }) as unknown as {
      serializers: { err: (e: Error) => { detail: string } };
    };
    expect(options.serializers.err(error).detail).toBe('Key (email)=(k***@example.org) exists.');
  });

  it('takes linear time on a megabyte of text made to be slow', () => {
    const started = performance.now();
    maskEmails(`${'a'.repeat(1_000_000)}@`);
    maskEmails('a@'.repeat(500_000));
    maskEmails('%40'.repeat(300_000));
    redactUrl(`/x?${'k=v&'.repeat(200_000)}`);
    // Quadratic work on a megabyte takes minutes; linear, well under a second on a quiet machine.
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
