/**
 * The first signs that a person is using the page rather than only looking at it: a pointer that
 * moves or presses, a finger that touches, a key, a focus, a change to a field, a scroll. Listened to on the window in the
 * capture phase and passively, so nothing on the page can hide them and none is slowed down.
 */
const PRESENCE_EVENTS = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'input',
  'change',
  'wheel',
  'scroll',
];
const LISTENER_OPTIONS = { capture: true, passive: true } as const;

/** Calls start once, at the first sign of a person; a page that is only loaded never calls it. */
export function whenAPersonActs(start: () => void): void {
  const onPresence = () => {
    for (const type of PRESENCE_EVENTS) window.removeEventListener(type, onPresence, LISTENER_OPTIONS);
    start();
  };
  for (const type of PRESENCE_EVENTS) window.addEventListener(type, onPresence, LISTENER_OPTIONS);
}
