import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../testing/build-test-app.ts';

let t: TTestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  token = await tokenFor(await createTestUser(t.db, { role: 'Admin' }));
});
afterAll(() => t.close());

const BODY = '--a\r\nContent-Disposition: form-data; name="name"\r\n\r\nPongal';

describe('a body that is not the multipart it claims to be', () => {
  // Found by tests/api/bad-input.property.test.ts: busboy's errors carry no status and became 500s.
  it.each([
    ['no boundary', 'multipart/form-data'],
    ['an empty boundary', 'multipart/form-data; boundary='],
    ['a boundary over 256 characters', `multipart/form-data; boundary=${'x'.repeat(300)}`],
    ['data cut off before the closing boundary', 'multipart/form-data; boundary=a'],
  ])('answers 400 invalid_multipart for %s', async (_name, type) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/events/createEvent',
      headers: { authorization: `Bearer ${token}`, 'content-type': type },
      payload: BODY,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_multipart', message: 'The multipart body could not be read.' });
  });
});
