import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycles, moduleEdges } from '../../eslint/module-cycles.js';

const modulesDir = path.resolve(import.meta.dirname, '../../src/server/modules');

describe('server modules', () => {
  it('depend on each other without a cycle', () => {
    expect(findCycles(moduleEdges(modulesDir))).toEqual([]);
  });

  it('read imports of other modules from the files', () => {
    expect([...(moduleEdges(modulesDir).get('membership') ?? [])]).toContain('members');
  });
});

describe('findCycles', () => {
  it('names a cycle once, from where it was entered', () => {
    const edges = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(findCycles(edges)).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('finds none in a graph that only goes one way', () => {
    const edges = new Map([
      ['a', new Set(['b', 'c'])],
      ['b', new Set(['c'])],
      ['c', new Set<string>()],
    ]);
    expect(findCycles(edges)).toEqual([]);
  });
});
