import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../testing/build-test-app.ts';
import { ASSOCIATION_FILE, loadAssociation } from './association.loader.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/content/association', () => {
  it('answers the details of association.json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/content/association' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(JSON.parse(await readFile(ASSOCIATION_FILE, 'utf8')));
  });
});

describe('loadAssociation', () => {
  it('refuses a file that does not match ZAssociation, naming the field', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'association-'));
    const file = path.join(dir, 'association.json');
    const valid = JSON.parse(await readFile(ASSOCIATION_FILE, 'utf8'));
    await writeFile(file, JSON.stringify({ ...valid, email: 'not an address' }));
    await expect(loadAssociation(file)).rejects.toThrow(/email/);
    await rm(dir, { recursive: true });
  });
});
