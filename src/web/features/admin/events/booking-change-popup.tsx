import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAdminBooking } from '../../../../shared/bookings.ts';
import { eventNameIn, formatEventDate } from '../../../../shared/events.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { Popup } from '../../../components/ui/popup.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { serverRefusalText } from '../../../lib/server-refusal.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useCancelBooking } from './api/cancel-booking.ts';
import { useMoveTargets } from './api/get-move-targets.ts';
import { useMoveBooking } from './api/move-booking.ts';
import { useShrinkBooking } from './api/shrink-booking.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';

const bookingsSchemas = () => import('../../../../shared/bookings.ts');
const ADMIN_BOOKING_CHANGE_SCHEMA = lazySchema(bookingsSchemas, (schemas) => schemas.ZAdminBookingChange);
const ADMIN_BOOKING_MOVE_SCHEMA = lazySchema(bookingsSchemas, (schemas) => schemas.ZAdminBookingMove);

type TProps = {
  booking: TAdminBooking;
  eventId: string;
  /** Told what was done, for the page's notice. */
  onDone: (text: string) => void;
};

type TCounts = { adults: string; children: string; guestAdults: string; guestChildren: string };

const shrinkFormOf = (booking: TAdminBooking): TCounts & { attendees: string[] } => ({
  attendees: booking.people.map((person) => person.givenId),
  adults: String(booking.adults),
  children: String(booking.children),
  guestAdults: String(booking.guestAdults),
  guestChildren: String(booking.guestChildren),
});

/**
 * The board puts one booking right, from the list or at the door: fewer people, another event, or
 * cancelled. The family or visitor is mailed and the waiting list moves up on the server.
 */
export function BookingChangeButton({ booking, eventId, onDone }: TProps) {
  const { t } = useTranslation('bookings');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        className="bookings-no-print"
        data-testid="booking-change"
        onClick={() => setOpen(true)}
      >
        {t('admin.change')}
      </Button>
      <Popup open={open} onClose={() => setOpen(false)} title={t('admin.changeTitle', { name: booking.name })}>
        <BookingChangeForms
          booking={booking}
          eventId={eventId}
          onDone={(text) => {
            setOpen(false);
            onDone(text);
          }}
        />
      </Popup>
    </>
  );
}

function BookingChangeForms({ booking, eventId, onDone }: TProps) {
  const { t, i18n } = useTranslation('bookings');
  const [askCancel, setAskCancel] = useState(false);
  // The server's refusal of the last change, for the popup's one notice.
  const [refusal, setRefusal] = useState<string | null>(null);
  const shrink = useShrinkBooking(eventId);
  const move = useMoveBooking(eventId);
  const cancel = useCancelBooking(eventId);
  const targets = useMoveTargets(booking.bookingId, true);
  const failed = (reason: unknown) => {
    setRefusal(serverRefusalText(t, reason, 'admin.failed'));
    return true;
  };
  const countFields: (keyof TCounts)[] =
    booking.kind === 'visitor' ? ['adults', 'children'] : ['guestAdults', 'guestChildren'];
  const shrinkForm = useForm({
    schema: ADMIN_BOOKING_CHANGE_SCHEMA,
    initial: () => shrinkFormOf(booking),
    // A rule the change breaks is worded as the server words it.
    errorKey: (key) => [`bookings:serverErrors.${key}`, 'bookings:admin.failed'],
    refused: failed,
    send: async (_values, change) => {
      await shrink.mutateAsync({ bookingId: booking.bookingId, change });
      onDone(t('admin.shrunk'));
    },
  });
  const moveForm = useForm({
    schema: ADMIN_BOOKING_MOVE_SCHEMA,
    initial: { eventId: '' },
    refused: failed,
    send: async (_values, { eventId: toEventId }) => {
      await move.mutateAsync({ bookingId: booking.bookingId, toEventId });
      onDone(t('admin.moved'));
    },
  });
  const kept = shrinkForm.values.attendees;
  const target = moveForm.values.eventId;
  /** A new try starts with no notice: the other part's refusal is no longer what the board is doing. */
  const startAgain = () => {
    setRefusal(null);
    shrinkForm.setErrors({});
  };
  const firstError = Object.keys(shrinkForm.errors)[0];
  const error = refusal ?? (firstError ? shrinkForm.errorText(firstError) : undefined);

  const options = (targets.data ?? []).map((row) => {
    const name = `${eventNameIn({ name: row.eventName, nameTamil: row.eventNameTamil }, i18n.language)} ${formatEventDate(row.startDate)}`;
    return {
      value: String(row.eventId),
      label: row.placesLeft === null ? name : t('admin.moveOption', { name, count: row.placesLeft }),
    };
  });

  return (
    <div className="booking-change">
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      <form
        className="booking-change__part"
        onSubmit={(event) => {
          startAgain();
          void shrinkForm.submit(event);
        }}
        noValidate
      >
        <h3>{t('admin.shrinkHeading')}</h3>
        <p className="booking-change__hint">{t('admin.shrinkHint')}</p>
        {booking.people.map((person) => (
          <Checkbox
            key={person.givenId}
            label={t('admin.keep', { name: person.name })}
            checked={kept.includes(person.givenId)}
            onChange={(value) =>
              shrinkForm.change('attendees')(
                value === 'true' ? [...kept, person.givenId] : kept.filter((id) => id !== person.givenId),
              )
            }
          />
        ))}
        <div className="booking-change__counts">
          {countFields.map((field) => (
            <TextInput
              key={field}
              label={t(`admin.${field}`)}
              value={shrinkForm.values[field]}
              onChange={shrinkForm.change(field)}
              inputMode="numeric"
              maxLength={2}
            />
          ))}
        </div>
        <Button type="submit" busy={shrinkForm.busy}>
          {t('admin.shrink')}
        </Button>
      </form>
      <form
        className="booking-change__part"
        onSubmit={(event) => {
          startAgain();
          if (target === '') event.preventDefault();
          else void moveForm.submit(event);
        }}
        noValidate
      >
        <h3>{t('admin.moveHeading')}</h3>
        {targets.isSuccess && options.length === 0 ? (
          <p>{t('admin.noTargets')}</p>
        ) : (
          <>
            <Dropdown
              label={t('admin.moveTo')}
              options={options}
              value={target}
              onChange={moveForm.change('eventId')}
            />
            <Button type="submit" busy={moveForm.busy} disabled={target === ''}>
              {t('admin.move')}
            </Button>
          </>
        )}
      </form>
      <div className="booking-change__part">
        <h3>{t('admin.cancelHeading')}</h3>
        {askCancel ? (
          <>
            <p>{t('admin.cancelConfirm')}</p>
            <div className="admin-confirm__actions">
              <Button type="button" variant="secondary" onClick={() => setAskCancel(false)}>
                {t('booking.no')}
              </Button>
              <Button
                type="button"
                variant="danger"
                busy={cancel.isPending}
                onClick={() =>
                  cancel.mutate(booking.bookingId, {
                    onSuccess: () => onDone(t('admin.cancelled')),
                    onError: (reason) => void failed(reason),
                  })
                }
              >
                {t('admin.cancelYes')}
              </Button>
            </div>
          </>
        ) : (
          <Button type="button" variant="danger" onClick={() => setAskCancel(true)}>
            {t('admin.cancel')}
          </Button>
        )}
      </div>
    </div>
  );
}
