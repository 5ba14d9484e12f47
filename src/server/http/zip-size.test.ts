import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { unpacksWithin } from './zip-size.ts';

const zipOf = (entries: Record<string, Uint8Array>) => zipSync(entries, { level: 9 });

describe('unpacksWithin', () => {
  it('lets an archive through whose entries together fit', () => {
    const archive = zipOf({ 'a.xml': new Uint8Array(300_000), 'b.xml': new Uint8Array(300_000) });
    expect(unpacksWithin(archive, 1_000_000)).toBe(true);
  });

  it('stops an archive that unpacks to far more than it weighs, counting every entry', () => {
    const archive = zipOf({ 'a.xml': new Uint8Array(600_000), 'b.xml': new Uint8Array(600_000) });
    expect(archive.length).toBeLessThan(10_000);
    expect(unpacksWithin(archive, 1_000_000)).toBe(false);
  });

  it('stops an entry a hundred times over the limit while unpacking it', () => {
    const archive = zipOf({ 'sheet.xml': new Uint8Array(16 * 1024 * 1024) });
    expect(unpacksWithin(archive, 160 * 1024)).toBe(false);
  });
});
