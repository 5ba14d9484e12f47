import type { InjectOptions } from 'fastify';
import type { TActor, TApiWorld } from './api-world.ts';

// The attendance lists' rows of the access matrix: a member who leads an activity reads and writes
// its lists ('member'), never those of an activity another family's adult leads ('cross'); the board
// reaches every activity. Kept apart from access-table.ts, which spreads them in.

type TAttendanceRow = {
  expect: ['401', 'ok', 'n/a' | 'denied', 'ok'];
  request: (world: TApiWorld, actor: TActor) => InjectOptions;
};

const LEADER: TAttendanceRow['expect'] = ['401', 'ok', 'denied', 'ok'];

/** The member's own activity's list, or for 'cross' the other family's. */
function listUrl(world: TApiWorld, actor: TActor, tail = ''): string {
  const { activityId, otherActivityId, day } = world.attendance;
  return `/api/attendance/${actor === 'cross' ? otherActivityId : activityId}/${day}${tail}`;
}

function tickOf(world: TApiWorld, actor: TActor) {
  const userId = actor === 'cross' ? world.otherKid.id : world.memberKid.id;
  return { ticks: [{ userId, present: true, tickedAt: '2025-03-01T09:15:00.000Z' }] };
}

export const ATTENDANCE_ROWS: Record<string, TAttendanceRow> = {
  'GET /api/attendance/access': {
    expect: ['401', 'ok', 'n/a', 'ok'],
    request: () => ({ method: 'GET', url: '/api/attendance/access' }),
  },
  // The overview answers with and without the trailing slash.
  'GET /api/attendance': {
    expect: ['401', 'ok', 'n/a', 'ok'],
    request: () => ({ method: 'GET', url: '/api/attendance' }),
  },
  'GET /api/attendance/': {
    expect: ['401', 'ok', 'n/a', 'ok'],
    request: () => ({ method: 'GET', url: '/api/attendance/' }),
  },
  'GET /api/attendance/:activityId/:day': {
    expect: LEADER,
    request: (world, actor) => ({ method: 'GET', url: listUrl(world, actor) }),
  },
  'POST /api/attendance/:activityId/:day/ticks': {
    expect: LEADER,
    request: (world, actor) => ({
      method: 'POST',
      url: listUrl(world, actor, '/ticks'),
      payload: tickOf(world, actor),
    }),
  },
  'PUT /api/attendance/:activityId/:day/times': {
    expect: LEADER,
    request: (world, actor) => ({
      method: 'PUT',
      url: listUrl(world, actor, '/times'),
      payload: { startTime: '10:00', endTime: '11:45' },
    }),
  },
  'POST /api/attendance/:activityId/:day/confirm': {
    expect: LEADER,
    request: (world, actor) => ({ method: 'POST', url: listUrl(world, actor, '/confirm'), payload: {} }),
  },
};
