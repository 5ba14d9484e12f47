// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { TTick } from '../../../shared/attendance.schema.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { addPending, countPending, latestPending, readPending, removePending } from './tick-queue.ts';

afterEach(() => window.localStorage.clear());

const kid = (present: boolean, tickedAt: string): TTick => ({ userId: 7, present, tickedAt });
const guest: TTick = {
  guestKey: 'phone-guest-1',
  guest: { name: 'Nila', birthYear: 2016, gender: 'female' },
  present: true,
  tickedAt: '2026-03-07T10:02:00.000Z',
};

describe('ticks waiting on the phone', () => {
  it('are kept per list in local storage and survive a reload', () => {
    addPending('3/2026-03-07', kid(true, '2026-03-07T10:00:00.000Z'));
    addPending('3/2026-03-07', guest);
    addPending('4/2026-03-01', kid(false, '2026-03-01T10:00:00.000Z'));
    expect(countPending(readPending())).toBe(3);
    expect(
      JSON.parse(window.localStorage.getItem(STORAGE_KEYS.attendancePending) ?? '{}')['3/2026-03-07'],
    ).toHaveLength(2);
  });

  it('forget only the ticks the server took: one made while they were on their way stays', () => {
    const sent = [kid(true, '2026-03-07T10:00:00.000Z')];
    addPending('3/2026-03-07', sent[0] as TTick);
    addPending('3/2026-03-07', kid(false, '2026-03-07T10:01:00.000Z'));
    const left = removePending('3/2026-03-07', sent);
    expect(left['3/2026-03-07']).toEqual([kid(false, '2026-03-07T10:01:00.000Z')]);
    removePending('3/2026-03-07', left['3/2026-03-07'] ?? []);
    expect(window.localStorage.getItem(STORAGE_KEYS.attendancePending)).toBeNull();
  });

  it('show the latest tick per person', () => {
    addPending('3/2026-03-07', kid(false, '2026-03-07T10:05:00.000Z'));
    addPending('3/2026-03-07', kid(true, '2026-03-07T10:01:00.000Z'));
    addPending('3/2026-03-07', guest);
    const latest = latestPending(readPending(), '3/2026-03-07');
    expect(latest.get('user:7')?.present).toBe(false);
    expect(latest.get('guest:phone-guest-1')).toEqual(guest);
  });

  it('read anything unreadable as nothing waiting', () => {
    window.localStorage.setItem(STORAGE_KEYS.attendancePending, '{not json');
    expect(readPending()).toEqual({});
    window.localStorage.setItem(STORAGE_KEYS.attendancePending, JSON.stringify({ '3/2026-03-07': [{ userId: 1 }] }));
    expect(readPending()).toEqual({});
  });
});
