/** What a payer's message names, read leniently: case, spaces, a letter O for a zero, missing zeros. */
export type TPaymentMessage =
  | { kind: 'renewal'; year: number | null; givenIds: string[] }
  | { kind: 'booking'; eventId: number; givenId: string | null; bookingId: number | null }
  | { kind: 'none' };

const YEAR = /F\s*Y[\s-]*(\d{4})/;
const BOOKING = /E\s*V\s*(\d{1,6})[\s:.,-]+(?:(\d{1,4})\s*(A|B|K\s*[1-5])(?![A-Z])|B\s*(\d{1,9})(?!\d))/;
const MEMBER = /(?<![\dA-Z])(\d{1,4})\s*(A|B|K\s*[1-5])(?![A-Z\d])/g;

const givenIdOf = (number: string | undefined, suffix: string | undefined) =>
  `${(number ?? '').padStart(4, '0')}${(suffix ?? '').replace(/\s+/g, '')}`;

export function readPaymentMessage(text: string): TPaymentMessage {
  // A letter O typed beside digits is a zero; the machine formats never hold one there.
  let upper = text.toUpperCase();
  for (let previous = ''; previous !== upper;) {
    previous = upper;
    upper = upper.replace(/(?<=\d)O|O(?=\d)/g, '0');
  }
  const booking = BOOKING.exec(upper);
  if (booking) {
    return {
      kind: 'booking',
      eventId: Number(booking[1]),
      givenId: booking[2] ? givenIdOf(booking[2], booking[3]) : null,
      bookingId: booking[4] ? Number(booking[4]) : null,
    };
  }
  const year = YEAR.exec(upper);
  const rest = year ? upper.replace(year[0], ' ') : upper;
  const givenIds = [...new Set([...rest.matchAll(MEMBER)].map((match) => givenIdOf(match[1], match[2])))];
  if (!year && givenIds.length === 0) return { kind: 'none' };
  return { kind: 'renewal', year: year ? Number(year[1]) : null, givenIds };
}
