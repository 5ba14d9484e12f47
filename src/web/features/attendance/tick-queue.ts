import type { TTick } from '../../../shared/attendance.schema.ts';
import { writeStorage } from '../../lib/browser-storage.ts';
import { readStorage } from '../../lib/read-storage.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';

// Ticks made on the phone wait here, in local storage, until the server has taken them: a leader in
// a hall without a network ticks on, and the ticks are sent once the network is back. Read only in
// effects and handlers (never while rendering: the page renders on the server first).

/** The waiting ticks by list ("activityId/day"), oldest first. */
export type TPendingTicks = Record<string, TTick[]>;

export const listKeyOf = (activityId: string | number, day: string) => `${activityId}/${day}`;

/** Who a tick is about: a member's id or a guest's key made on the phone. */
export const personOf = (tick: TTick) => ('userId' in tick ? `user:${tick.userId}` : `guest:${tick.guestKey}`);

const sameTick = (a: TTick, b: TTick) => personOf(a) === personOf(b) && a.tickedAt === b.tickedAt;

function isTickList(value: unknown): value is TTick[] {
  return (
    Array.isArray(value) &&
    value.every(
      (tick) =>
        typeof tick === 'object' &&
        tick !== null &&
        typeof (tick as TTick).tickedAt === 'string' &&
        typeof (tick as TTick).present === 'boolean',
    )
  );
}

export function readPending(): TPendingTicks {
  return parsePending(readStorage(STORAGE_KEYS.attendancePending));
}

/** What local storage holds, read leniently: anything unreadable is nothing waiting. */
export function parsePending(stored: string | null): TPendingTicks {
  if (!stored) return {};
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, ticks]) => isTickList(ticks)));
  } catch {
    return {};
  }
}

function writePending(pending: TPendingTicks) {
  const kept = Object.fromEntries(Object.entries(pending).filter(([, ticks]) => ticks.length > 0));
  // Storage full or refused: writeStorage forgets quietly, and the ticks go out while the page is open.
  writeStorage(STORAGE_KEYS.attendancePending, Object.keys(kept).length === 0 ? null : JSON.stringify(kept));
}

/** Keeps a tick until the server has it. */
export function addPending(listKey: string, tick: TTick): TPendingTicks {
  const pending = readPending();
  pending[listKey] = [...(pending[listKey] ?? []), tick];
  writePending(pending);
  return pending;
}

/** Forgets the ticks the server has taken; ticks made while they were on their way stay. */
export function removePending(listKey: string, sent: readonly TTick[]): TPendingTicks {
  const pending = readPending();
  pending[listKey] = (pending[listKey] ?? []).filter((tick) => !sent.some((done) => sameTick(done, tick)));
  writePending(pending);
  return pending;
}

export function countPending(pending: TPendingTicks): number {
  return Object.values(pending).reduce((sum, ticks) => sum + ticks.length, 0);
}

/** The latest waiting tick per person of one list: what the page shows over the server's answer. */
export function latestPending(pending: TPendingTicks, listKey: string): Map<string, TTick> {
  const latest = new Map<string, TTick>();
  for (const tick of pending[listKey] ?? []) {
    const person = personOf(tick);
    const known = latest.get(person);
    if (!known || Date.parse(known.tickedAt) <= Date.parse(tick.tickedAt)) latest.set(person, tick);
  }
  return latest;
}

/** A key for a new guest, unique enough to make the same guest twice impossible by chance. */
export function newGuestKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
