import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { TTick } from '../../../shared/attendance.schema.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useStoredValue } from '../../lib/browser-storage.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { useSendTicks } from './api/send-ticks.ts';
import { addPending, countPending, parsePending, readPending, removePending } from './tick-queue.ts';

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser says it has a network; true on the server and during hydration. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** Refused for good (not a network or session problem): sending the same ticks again cannot help. */
const refusedForGood = (error: unknown) =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 401 &&
  error.status !== 429;

/**
 * The ticks waiting on this phone, and a tick that is kept first and sent after: at once when the
 * network is there, else when it comes back (the `online` event) or when a list page loads next.
 * Local storage is read after hydration only (useStoredValue renders null on the server).
 */
export function useTickQueue() {
  const send = useSendTicks();
  const stored = useStoredValue(STORAGE_KEYS.attendancePending);
  const pending = useMemo(() => parsePending(stored), [stored]);
  const [refused, setRefused] = useState(false);
  const sending = useRef(false);
  const again = useRef(false);

  const flush = useCallback(async () => {
    if (sending.current) {
      again.current = true;
      return;
    }
    sending.current = true;
    try {
      do {
        again.current = false;
        for (const [listKey, ticks] of Object.entries(readPending())) {
          const [activityId = '', day = ''] = listKey.split('/');
          try {
            await send(activityId, day, ticks);
            removePending(listKey, ticks);
          } catch (error) {
            if (!refusedForGood(error)) return;
            removePending(listKey, ticks);
            setRefused(true);
          }
        }
      } while (again.current);
    } finally {
      sending.current = false;
    }
  }, [send]);

  useEffect(() => {
    void flush();
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [flush]);

  const tick = useCallback(
    (listKey: string, made: TTick) => {
      addPending(listKey, made);
      void flush();
    },
    [flush],
  );

  const waiting = useMemo(() => countPending(pending), [pending]);
  return { pending, waiting, tick, refused };
}
