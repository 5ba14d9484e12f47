import { mkdtemp, readFile, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser } from './testing/build-test-app.ts';
import { createTestDatabase, type TTestDatabase } from './testing/test-database.ts';
import { jwtSecretPath, loadJwtSecret } from './secrets.ts';

const dirs: string[] = [];
async function tempDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'secrets-test-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('loadJwtSecret', () => {
  it('uses JWT_SECRET when set and writes nothing', async () => {
    const dataDir = await tempDir();
    expect(await loadJwtSecret({ jwtSecret: 'x'.repeat(40), dataDir })).toBe('x'.repeat(40));
    await expect(stat(jwtSecretPath(dataDir))).rejects.toThrow();
  });

  it('generates 48 random bytes once, owner-only, and reuses them', async () => {
    const dataDir = await tempDir();
    const first = await loadJwtSecret({ jwtSecret: undefined, dataDir });
    expect(first).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect((await stat(jwtSecretPath(dataDir))).mode & 0o777).toBe(0o600);
    expect(await loadJwtSecret({ jwtSecret: undefined, dataDir })).toBe(first);
    expect((await readFile(jwtSecretPath(dataDir), 'utf8')).trim()).toBe(first);
  });

  it('refuses a file that holds too short a secret', async () => {
    const dataDir = await tempDir();
    await mkdir(path.dirname(jwtSecretPath(dataDir)), { recursive: true });
    await writeFile(jwtSecretPath(dataDir), 'short');
    await expect(loadJwtSecret({ jwtSecret: undefined, dataDir })).rejects.toThrow(/jwt-secret/);
  });
});

describe('the generated secret across restarts', () => {
  let database: TTestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  it('keeps tokens from one start valid after the next start on the same DATA_DIR', async () => {
    const dataDir = await tempDir();
    const env = { JWT_SECRET: '' };
    const first = await buildTestApp({ database, dataDir, env });
    await createTestUser(first.db, { email: 'restart@example.org', password: 'a-good-password' });
    const login = await first.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'restart@example.org', password: 'a-good-password' },
    });
    const { accessToken } = login.json();
    await first.close();

    const second = await buildTestApp({ database, dataDir, env });
    try {
      const profile = await second.app.inject({
        method: 'GET',
        url: '/api/member/login',
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(profile.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});
