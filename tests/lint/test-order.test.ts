import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// CI runs the API and unit tests a second time in a random order. A test that builds on another
// test's rows passes in written order and fails there at random, so no test may ask to keep its
// written order: each makes its own data (or its own database) instead.
const root = path.resolve(import.meta.dirname, '../..');
const PINNED_ORDER = /\bshuffle\s*:\s*false\b/;

async function testFiles(): Promise<string[]> {
  const files: string[] = [];
  for (const top of ['src', 'tests']) {
    const entries = await readdir(path.join(root, top), { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (entry.isFile() && /\.test\.tsx?$/.test(entry.name)) files.push(path.join(entry.parentPath, entry.name));
    }
  }
  return files;
}

describe('test order', () => {
  it('recognises an option that pins the written order', () => {
    for (const pinned of [
      "describe('a', { shuffle: false }, () => {});",
      "describe('a', { shuffle:false }, () => {});",
      "describe('a', { sequence: { shuffle: false } }, () => {});",
    ]) {
      expect(PINNED_ORDER.test(pinned), pinned).toBe(true);
    }
    expect(PINNED_ORDER.test("describe('a', { shuffle: true }, () => {});")).toBe(false);
  });

  it('no test file keeps its tests in written order', async () => {
    const pinned: string[] = [];
    const self = path.join(root, 'tests/lint/test-order.test.ts');
    for (const file of await testFiles()) {
      if (file === self) continue;
      if (PINNED_ORDER.test(await readFile(file, 'utf8'))) pinned.push(path.relative(root, file));
    }
    expect(pinned).toEqual([]);
  });
});
