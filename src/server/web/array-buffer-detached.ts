/**
 * ArrayBuffer.prototype.detached (ES2024) where Node lacks it (Node 20). React's server renderer
 * looks for it when it writes an empty chunk, such as the value of alt="", and without it warns in
 * development that it cannot tell an empty buffer from a detached one. A detached buffer is the one
 * whose slice() throws; an empty one slices to another empty buffer.
 */
export function provideArrayBufferDetached(): void {
  if (Object.hasOwn(ArrayBuffer.prototype, 'detached')) return;
  Object.defineProperty(ArrayBuffer.prototype, 'detached', {
    configurable: true,
    get(this: ArrayBuffer): boolean {
      if (this.byteLength > 0) return false;
      try {
        this.slice(0);
        return false;
      } catch {
        return true;
      }
    },
  });
}
