// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { whenAPersonActs } from './when-a-person-acts.ts';

describe('whenAPersonActs', () => {
  it('waits for a sign of a person, then starts once', () => {
    const start = vi.fn();
    whenAPersonActs(start);
    window.dispatchEvent(new Event('load'));
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(start).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event('pointermove', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    window.dispatchEvent(new Event('scroll'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'])('starts on %s', (type) => {
    const start = vi.fn();
    whenAPersonActs(start);
    // Capture on the window: an event that does not bubble (a scroll inside a box) still counts.
    document.body.dispatchEvent(new Event(type, { bubbles: false }));
    expect(start).toHaveBeenCalledTimes(1);
  });
});
