import { describe, expect, it } from 'vitest';
import { provideArrayBufferDetached } from './array-buffer-detached.ts';

// The ES2024 property, which the project's TypeScript library setting does not name yet.
const isDetached = (buffer: ArrayBuffer) => (buffer as ArrayBuffer & { detached: boolean }).detached;

describe('provideArrayBufferDetached', () => {
  it('tells a detached buffer from an empty or a full one', () => {
    provideArrayBufferDetached();
    const detached = new ArrayBuffer(8);
    structuredClone(detached, { transfer: [detached] });
    expect(isDetached(detached)).toBe(true);
    expect(isDetached(new ArrayBuffer(0))).toBe(false);
    expect(isDetached(new ArrayBuffer(8))).toBe(false);
  });
});
