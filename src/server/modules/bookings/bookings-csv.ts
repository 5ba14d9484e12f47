import type { TAdminBookings } from '../../../shared/bookings.ts';
import { csvCell } from '../admin/index.ts';

const BOM = '\uFEFF';

/**
 * The door list: one row per booking (UTF-8 with a BOM so spreadsheet programs read Tamil names
 * right; every cell made formula-safe). Waiting bookings are listed too, with their place in line.
 */
export function bookingsCsv(answer: TAdminBookings): string {
  const header = [
    'Booking',
    'Status',
    'Waiting position',
    'Kind',
    'Name',
    'Given ID',
    'E-mail',
    'Phone',
    'Family members',
    'Adults',
    'Children',
    'Guest adults',
    'Guest children',
    'People',
    'Arrived',
    'Amount (kr)',
    'Paid',
    'Note',
  ];
  const rows = answer.bookings.map((booking) => [
    String(booking.bookingId),
    booking.status,
    booking.position === null ? '' : String(booking.position),
    booking.kind,
    booking.name,
    booking.givenId ?? '',
    booking.email ?? '',
    booking.phone ?? '',
    booking.people.map((person) => `${person.name} (${person.givenId}, ${person.ageGroup})`).join('; '),
    String(booking.adults + booking.people.filter((person) => person.ageGroup === 'adult').length),
    String(booking.children + booking.people.filter((person) => person.ageGroup !== 'adult').length),
    String(booking.guestAdults),
    String(booking.guestChildren),
    String(booking.totalPeople),
    String(booking.arrivedCount),
    booking.amount.toFixed(2),
    booking.paidAt === null ? 'no' : 'yes',
    booking.note,
  ]);
  return BOM + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** `bookings-event-12.csv` */
export function bookingsCsvFileName(eventId: number): string {
  return `bookings-event-${eventId}.csv`;
}
