import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  BOOKING_CHANGE_PARAM,
  KEEP_FIELD_PREFIX,
  bookingChangeAddress,
  bookingChangeFormAction,
  bookingChangeFormName,
  bookingsPagePath,
  type TBookingChangeForm,
} from '../../../../shared/board-booking-change.ts';
import type { TAdminBooking } from '../../../../shared/bookings.ts';
import { ASK_CANCEL_PRESS, CANCEL_PRESS, CONFIRM_CANCEL, CONFIRM_PARAM } from '../../../../shared/cancel-question.ts';
import { eventNameIn, formatEventDate } from '../../../../shared/events.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { FormPress } from '../../../components/ui/form-press.tsx';
import { Popup } from '../../../components/ui/popup.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { useRefusedFormPost } from '../../../lib/form-post.ts';
import { serverRefusalText } from '../../../lib/server-refusal.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
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
 * cancelled. The family or visitor is mailed and the waiting list moves up on the server. Until the
 * app is there the button leads to the bookings page with the change in it (a plain GET form, its
 * press held for the app while the app is on its way); with the app it opens the dialog.
 */
export function BookingChangeButton({ booking, eventId, onDone }: TProps) {
  const { t } = useTranslation('bookings');
  const [open, setOpen] = useState(false);
  return (
    <>
      <form method="get" action={bookingsPagePath(eventId)} className="booking-change__open">
        <input type="hidden" name={BOOKING_CHANGE_PARAM} value={booking.bookingId} />
        <FormPress
          intent="change"
          variant="secondary"
          className="bookings-no-print"
          data-testid="booking-change"
          onPress={() => setOpen(true)}
        >
          {t('admin.change')}
        </FormPress>
      </form>
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

/** The form of the change the server refused (sent without the app), if any. */
function useRefusedChange() {
  const shrink = useRefusedFormPost(bookingChangeFormName('shrink'));
  const move = useRefusedFormPost(bookingChangeFormName('move'));
  const cancel = useRefusedFormPost(bookingChangeFormName('cancel'));
  return { shrink, move, cancel, refusal: (shrink ?? move ?? cancel)?.refusal };
}

/** The bookings page with a booking's change open (`?change=12`): the dialog's forms stand in the page. */
export function BookingChangeInPage({
  bookings,
  eventId,
  onDone,
}: {
  bookings: readonly TAdminBooking[];
  eventId: string;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation('bookings');
  const [params, setParams] = useSearchParams();
  const booking = bookings.find((each) => String(each.bookingId) === params.get(BOOKING_CHANGE_PARAM));
  if (!booking || (booking.status !== 'confirmed' && booking.status !== 'waiting')) return null;
  return (
    <section className="booking-change-page bookings-no-print" aria-labelledby="booking-change-heading">
      <h2 id="booking-change-heading">{t('admin.changeTitle', { name: booking.name })}</h2>
      <BookingChangeForms
        booking={booking}
        eventId={eventId}
        onDone={(text) => {
          setParams({}, { replace: true });
          onDone(text);
        }}
      />
      <Link to={bookingsPagePath(eventId)}>{t('admin.changeClose')}</Link>
    </section>
  );
}

function BookingChangeForms({ booking, eventId, onDone }: TProps) {
  const { t, i18n } = useTranslation('bookings');
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const atAddress = params.get(BOOKING_CHANGE_PARAM) === String(booking.bookingId);
  // A change the server refused is this booking's only where the page shows its change.
  const refused = useRefusedChange();
  const posted = atAddress ? refused : undefined;
  const [askCancel, setAskCancel] = useState(() => atAddress && params.get(CONFIRM_PARAM) === CONFIRM_CANCEL);
  // The server's refusal of the last change, for the popup's one notice.
  const [refusal, setRefusal] = useState<string | null>(() =>
    posted?.refusal ? t([`serverErrors.${posted.refusal}`, 'admin.failed']) : null,
  );
  const action = (form: TBookingChangeForm) => bookingChangeFormAction(eventId, booking.bookingId, form);
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
    initial: () => {
      const start = shrinkFormOf(booking);
      if (!posted?.shrink) return start;
      const kept = Object.keys(posted.shrink.values).filter((name) => name.startsWith(KEEP_FIELD_PREFIX));
      return { ...start, attendees: kept.map((name) => name.slice(KEEP_FIELD_PREFIX.length)) };
    },
    postedAs: atAddress ? bookingChangeFormName('shrink') : undefined,
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
    postedAs: atAddress ? bookingChangeFormName('move') : undefined,
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
      <Form
        className="booking-change__part"
        method="post"
        action={action('shrink')}
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
            name={`${KEEP_FIELD_PREFIX}${person.givenId}`}
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
              name={field}
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
      </Form>
      <Form
        className="booking-change__part"
        method="post"
        action={action('move')}
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
              name="eventId"
              label={t('admin.moveTo')}
              error={moveForm.errorText('eventId')}
              options={options}
              value={target}
              onChange={moveForm.change('eventId')}
            />
            {/* Without the app the server says that no event was chosen. */}
            <Button type="submit" busy={moveForm.busy} disabled={hydrated && target === ''}>
              {t('admin.move')}
            </Button>
          </>
        )}
      </Form>
      <Form className="booking-change__part" method="post" action={action('cancel')}>
        <h3>{t('admin.cancelHeading')}</h3>
        {askCancel ? (
          <>
            <p>{t('admin.cancelConfirm')}</p>
            <div className="admin-confirm__actions">
              {hydrated ? (
                <Button type="button" variant="secondary" onClick={() => setAskCancel(false)}>
                  {t('booking.no')}
                </Button>
              ) : (
                <Link className="ui-button ui-button--secondary" to={bookingChangeAddress(eventId, booking.bookingId)}>
                  {t('booking.no')}
                </Link>
              )}
              <FormPress
                intent={CANCEL_PRESS}
                variant="danger"
                busy={cancel.isPending}
                onPress={() =>
                  cancel.mutate(booking.bookingId, {
                    onSuccess: () => onDone(t('admin.cancelled')),
                    onError: (reason) => void failed(reason),
                  })
                }
              >
                {t('admin.cancelYes')}
              </FormPress>
            </div>
          </>
        ) : (
          <FormPress intent={ASK_CANCEL_PRESS} variant="danger" onPress={() => setAskCancel(true)}>
            {t('admin.cancel')}
          </FormPress>
        )}
      </Form>
    </div>
  );
}
