import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { TAttendanceList, TGuestDetails, TTick } from '../../../shared/attendance.schema.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useConfirmList } from './api/confirm-list.ts';
import { useAttendanceList } from './api/get-attendance-list.ts';
import { formatDay, nameIn } from './attendance-format.ts';
import { GuestForm } from './guest-form.tsx';
import { SessionTimes } from './session-times.tsx';
import { latestPending, listKeyOf, newGuestKey, type TPendingTicks } from './tick-queue.ts';
import { useOnline, useTickQueue } from './use-tick-queue.ts';

type TRow = { key: string; name: string; detail: string; present: boolean; tick: (present: boolean) => TTick };

/** The server's list with the ticks still waiting on this phone laid over it (the later tick wins). */
function rowsOf(list: TAttendanceList, pending: TPendingTicks, listKey: string, ageText: (age: number) => string) {
  const waiting = latestPending(pending, listKey);
  const now = () => new Date().toISOString();
  const later = (tick: TTick | undefined, tickedAt: string | null) =>
    tick !== undefined && (tickedAt === null || Date.parse(tick.tickedAt) >= Date.parse(tickedAt));
  const members: TRow[] = list.members.map((member) => {
    const tick = waiting.get(`user:${member.userId}`);
    return {
      key: `user:${member.userId}`,
      name: member.name,
      detail: member.age === null ? '' : ageText(member.age),
      present: tick && later(tick, member.tickedAt) ? tick.present : member.present === true,
      tick: (present) => ({ userId: member.userId, present, tickedAt: now() }),
    };
  });
  const guests = new Map<string, { guestKey: string; guest: TGuestDetails; present: boolean }>();
  for (const guest of list.guests) {
    const details = { name: guest.name, birthYear: guest.birthYear ?? 0, gender: guest.gender ?? 'female' };
    const tick = waiting.get(`guest:${guest.guestKey}`);
    const present = tick && later(tick, guest.tickedAt) ? tick.present : guest.present;
    guests.set(guest.guestKey, { guestKey: guest.guestKey, guest: details, present });
  }
  for (const tick of waiting.values()) {
    if ('guestKey' in tick && !guests.has(tick.guestKey)) {
      guests.set(tick.guestKey, { guestKey: tick.guestKey, guest: tick.guest, present: tick.present });
    }
  }
  const guestRows: TRow[] = [...guests.values()].map(({ guestKey, guest, present }) => ({
    key: `guest:${guestKey}`,
    name: guest.name,
    detail: String(guest.birthYear),
    present,
    tick: (next) => ({ guestKey, guest, present: next, tickedAt: now() }),
  }));
  return { members, guests: guestRows };
}

function PersonButton({ row, onTick }: { row: TRow; onTick: (tick: TTick) => void }) {
  return (
    <li>
      <button
        type="button"
        className="attendance-person"
        aria-pressed={row.present}
        data-testid="attendance-person"
        onClick={() => onTick(row.tick(!row.present))}
      >
        <span className="attendance-person__name">{row.name}</span>
        {row.detail && <span className="attendance-person__detail">{row.detail}</span>}
      </button>
    </li>
  );
}

/**
 * /attendance/{activityId}/{day}: the day's list on the leader's phone. A tap ticks who came; ticks
 * and guests are kept on the phone first and sent at once, or once the network is back.
 */
export default function AttendanceListPage() {
  const { activityId = '', day = '' } = useParams();
  const { t, i18n, ready } = useTranslation('attendance');
  const list = useAttendanceList(activityId, day);
  const queue = useTickQueue();
  const online = useOnline();
  const confirm = useConfirmList(activityId, day);
  const listKey = listKeyOf(activityId, day);
  const data = list.data;
  const onTick = (tick: TTick) => queue.tick(listKey, tick);

  let body;
  if (!ready || list.isPending) body = <Loading />;
  else if (list.error instanceof ApiError && list.error.status === 403) {
    body = (
      <p className="notice notice--error" role="alert" data-testid="attendance-refused">
        {t('notALeader')}
      </p>
    );
  } else if (!data) body = <p role="alert">{t(list.error instanceof ApiError ? 'noSuchList' : 'loadFailed')}</p>;
  else {
    const rows = rowsOf(data, queue.pending, listKey, (age) => t('age', { count: age }));
    const present = [...rows.members, ...rows.guests].filter((row) => row.present).length;
    const waitingHere = queue.pending[listKey]?.length ?? 0;
    body = (
      <>
        <p className="attendance-list__heading">
          <strong>{nameIn(data.activity.name, i18n.language)}</strong> {formatDay(data.day, i18n.language)}
        </p>
        <div className="attendance-list__status" role="status" data-testid="attendance-status">
          <span>{t('presentCount', { count: present })}</span>
          {!online && <span className="attendance-offline">{t('offline')}</span>}
          {queue.waiting > 0 && <span data-testid="attendance-waiting">{t('waiting', { count: queue.waiting })}</span>}
        </div>
        {queue.refused && (
          <p className="notice notice--error" role="alert">
            {t('refused')}
          </p>
        )}
        <h2>{t('members')}</h2>
        {rows.members.length === 0 ? (
          <p>{t('noMembers')}</p>
        ) : (
          <ul className="attendance-people">
            {rows.members.map((row) => (
              <PersonButton key={row.key} row={row} onTick={onTick} />
            ))}
          </ul>
        )}
        {rows.guests.length > 0 && (
          <>
            <h2>{t('guests')}</h2>
            <ul className="attendance-people">
              {rows.guests.map((row) => (
                <PersonButton key={row.key} row={row} onTick={onTick} />
              ))}
            </ul>
          </>
        )}
        <GuestForm
          day={data.day}
          onAdd={(guest) =>
            onTick({ guestKey: newGuestKey(), guest, present: true, tickedAt: new Date().toISOString() })
          }
        />
        <SessionTimes
          key={`${data.session.startTime}-${data.session.endTime}`}
          activityId={activityId}
          day={day}
          startTime={data.session.startTime}
          endTime={data.session.endTime}
        />
        <section className="attendance-confirm" aria-labelledby="attendance-confirm-heading">
          <h2 id="attendance-confirm-heading">{t('confirm.heading')}</h2>
          {data.session.confirmedAt && (
            <p data-testid="attendance-confirmed">{t('confirm.done', { name: data.session.leaderName ?? '' })}</p>
          )}
          {waitingHere > 0 && <p>{t('confirm.waitForTicks')}</p>}
          {confirm.isError && (
            <p className="notice notice--error" role="alert">
              {t('saveFailed')}
            </p>
          )}
          <Button onClick={() => confirm.mutate()} busy={confirm.isPending} disabled={waitingHere > 0}>
            {t('confirm.button')}
          </Button>
        </section>
      </>
    );
  }

  return (
    <section className="page attendance-list-page">
      <PageTitle pageKey="attendanceList" />
      {body}
      <Link className="attendance-back" to="/attendance">
        {t('back')}
      </Link>
    </section>
  );
}
