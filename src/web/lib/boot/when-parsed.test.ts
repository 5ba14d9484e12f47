// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentParsed, whenParsed } from './when-parsed.ts';

function pretendLoading() {
  const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  return () => {
    readyState.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
  };
}

afterEach(() => vi.restoreAllMocks());

describe('whenParsed', () => {
  it('calls back at once when the document is all there', () => {
    const callback = vi.fn();
    whenParsed(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits for the rest of the document while it is still arriving, and calls back once', async () => {
    const parsed = pretendLoading();
    const callback = vi.fn();
    whenParsed(callback);
    let resolved = false;
    void documentParsed().then(() => (resolved = true));
    await Promise.resolve();
    expect(callback).not.toHaveBeenCalled();
    expect(resolved).toBe(false);
    parsed();
    await Promise.resolve();
    expect(callback).toHaveBeenCalledTimes(1);
    expect(resolved).toBe(true);
  });
});
