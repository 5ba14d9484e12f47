import { useSyncExternalStore } from 'react';

// Counts requests in flight so one overlay can show while any of them runs.
let inFlight = 0;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function trackRequest<T>(work: Promise<T>): Promise<T> {
  inFlight += 1;
  notify();
  return work.finally(() => {
    inFlight -= 1;
    notify();
  });
}

export function useRequestsInFlight(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => inFlight > 0,
    () => false,
  );
}
