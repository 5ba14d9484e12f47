import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAdminBooking, TCheckInInput } from '../../../../shared/bookings.ts';

type TCheckinCardProps = {
  booking: TAdminBooking;
  onChange: (input: TCheckInInput) => void;
  /** The board's change, move and cancel, at the foot of the card. */
  actions?: ReactNode;
};

/** The arrivals of a booking as they stand, for a whole-booking update. */
function currentInput(booking: TAdminBooking): TCheckInInput {
  return {
    arrived: booking.people.filter((person) => person.arrived).map((person) => person.givenId),
    guestsArrived: booking.unnamedArrived,
  };
}

/**
 * One booking at the door: a big toggle per family member and a counter for everyone counted
 * (guests, a visitor's people), thumb-sized for one hand on a phone.
 */
export function CheckinCard({ booking, onChange, actions }: TCheckinCardProps) {
  const { t } = useTranslation('bookings');
  const input = currentInput(booking);
  const setArrived = (givenId: string, arrived: boolean) =>
    onChange({
      ...input,
      arrived: arrived ? [...input.arrived, givenId] : input.arrived.filter((id) => id !== givenId),
    });
  const setGuests = (guestsArrived: number) => onChange({ ...input, guestsArrived });

  return (
    <li className="checkin-card" data-testid="checkin-card">
      <h3 className="checkin-card__name">
        {booking.name}
        {booking.givenId && <span className="checkin-card__id"> {booking.givenId}</span>}
      </h3>
      {booking.note && <p className="checkin-card__note">{booking.note}</p>}
      <div className="checkin-card__people">
        {booking.people.map((person) => (
          <button
            key={person.givenId}
            type="button"
            className={`checkin-tick${person.arrived ? ' checkin-tick--on' : ''}`}
            aria-pressed={person.arrived}
            aria-label={t('admin.arrived', { name: person.name })}
            onClick={() => setArrived(person.givenId, !person.arrived)}
          >
            <span aria-hidden="true">{person.arrived ? '✓' : '○'}</span> {person.name}
          </button>
        ))}
      </div>
      {booking.unnamedPeople > 0 && (
        <div className="checkin-guests" role="group" aria-label={t('admin.guestsArrived')}>
          <button
            type="button"
            className="checkin-step"
            aria-label={t('admin.removeGuest')}
            disabled={booking.unnamedArrived <= 0}
            onClick={() => setGuests(booking.unnamedArrived - 1)}
          >
            −
          </button>
          <output className="checkin-guests__count" aria-live="polite">
            {t('admin.guestsOf', { arrived: booking.unnamedArrived, count: booking.unnamedPeople })}
          </output>
          <button
            type="button"
            className="checkin-step"
            aria-label={t('admin.addGuest')}
            disabled={booking.unnamedArrived >= booking.unnamedPeople}
            onClick={() => setGuests(booking.unnamedArrived + 1)}
          >
            +
          </button>
        </div>
      )}
      {actions && <div className="checkin-card__actions">{actions}</div>}
    </li>
  );
}
