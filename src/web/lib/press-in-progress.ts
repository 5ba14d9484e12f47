import { useState, useSyncExternalStore } from 'react';

/*
 * A press (mouse button, finger, pen) is in progress from its pointerdown until the click it makes
 * has been handled. Leaving a field happens on that pointerdown (and, for a finger, just before the
 * click), so the error line the field then gains or loses would move the button under the press and
 * the release would land beside it: the press would be lost. Parts that change size on leaving a field
 * hold still until the press is over.
 */

// A release that makes no click (dragged off, a long press) ends the press after this long.
const RELEASE_WITHOUT_CLICK_MS = 600;

let pressed = false;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setPressed(value: boolean) {
  clearTimeout(releaseTimer);
  if (pressed === value) return;
  pressed = value;
  for (const listener of listeners) listener();
}

// After the click's own handlers: those run in the same task as the release.
const endSoon = (delay: number) => {
  clearTimeout(releaseTimer);
  releaseTimer = setTimeout(() => setPressed(false), delay);
};

function listen() {
  const options = { capture: true, passive: true } as const;
  document.addEventListener('pointerdown', () => setPressed(true), options);
  document.addEventListener('click', () => endSoon(0), options);
  document.addEventListener('pointerup', () => endSoon(RELEASE_WITHOUT_CLICK_MS), options);
  document.addEventListener('pointercancel', () => endSoon(0), options);
}

let listening = false;
function subscribe(listener: () => void) {
  if (!listening && typeof document !== 'undefined') {
    listening = true;
    listen();
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a press is in progress anywhere on the page; always false on the server. */
export function usePressInProgress(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pressed,
    () => false,
  );
}

/** `value`, except that while a press is in progress it keeps what it was when the press began. */
export function useSteadyWhilePressed<T>(value: T): T {
  const inProgress = usePressInProgress();
  const [steady, setSteady] = useState(value);
  if (inProgress) return steady;
  // Render-time sync (React's pattern for state derived from a prop): no extra commit.
  if (steady !== value) setSteady(value);
  return value;
}
