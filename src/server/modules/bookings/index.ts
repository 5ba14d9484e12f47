// What other modules may use of bookings: recording a booking's payment as the board does.
export { markBookingPaid } from './bookings-admin.service.ts';
export type { TBookingsContext } from './bookings.service.ts';
