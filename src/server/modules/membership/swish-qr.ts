import QRCode from 'qrcode';
import { formatSwishAmount } from '../../../shared/fees.ts';
import { financialYearCode } from '../../../shared/financial-year.ts';
import { parseGivenId } from '../../../shared/given-id.ts';

/** Swish allows at most 50 characters in the message, of a-ö A-Ö 0-9 :;.,?!()-" and space. */
export const SWISH_MESSAGE_MAX = 50;
const SWISH_MESSAGE_CHARS = /^[a-zåäöA-ZÅÄÖ0-9:;.,?!()\-" ]*$/;

export type TSwishPayment = { payee: string; amount: string; message: string };

/** The payee as Swish reads it: digits only (association.json may write `123 000 00 00`). */
export function swishPayee(swishNumber: string): string {
  const digits = swishNumber.replace(/\D/g, '');
  if (digits.length === 0) throw new RangeError('The association has no Swish number');
  return digits;
}

/**
 * `FY2025 0042A 0042B`; when a large family does not fit in 50 characters the family number is
 * written once: `FY2025 0042 A B K1 K2 K3 K4 K5`. Built from givenIds only, never from user text.
 */
export function swishMessage(year: number, givenIds: readonly string[]): string {
  for (const givenId of givenIds) {
    if (!parseGivenId(givenId)) throw new RangeError(`Not a givenId: ${givenId}`);
  }
  const full = `${financialYearCode(year)} ${givenIds.join(' ')}`;
  const message =
    full.length <= SWISH_MESSAGE_MAX
      ? full
      : `${financialYearCode(year)} ${givenIds[0]?.slice(0, 4) ?? ''} ${givenIds.map((id) => id.slice(4)).join(' ')}`;
  if (message.length > SWISH_MESSAGE_MAX || !SWISH_MESSAGE_CHARS.test(message)) {
    throw new RangeError('The Swish message does not fit');
  }
  return message;
}

export function swishPayment(swishNumber: string, amountSek: number, year: number, givenIds: readonly string[]) {
  return {
    payee: swishPayee(swishNumber),
    amount: formatSwishAmount(amountSek),
    message: swishMessage(year, givenIds),
  } satisfies TSwishPayment;
}

/** The Swish QR payload: `C<payee>;<amount>;<message>;0` (0: nothing may be edited in the app). */
export function swishPayload(payment: TSwishPayment): string {
  return `C${payment.payee};${payment.amount};${payment.message};0`;
}

/**
 * The link that opens the Swish app on the phone the page is shown on, filled in with the same payee,
 * amount and message as the QR code (a phone cannot scan its own screen). Swish reads `data` as
 * URL-encoded JSON; the amount is a number of kronor and the message cannot be changed in the app,
 * so the board can match the payment to the family.
 */
export function swishAppLink(payment: TSwishPayment): string {
  const data = {
    version: 1,
    payee: { value: payment.payee },
    amount: { value: Number(payment.amount.replace(',', '.')) },
    message: { value: payment.message, editable: false },
  };
  return `swish://payment?data=${encodeURIComponent(JSON.stringify(data))}`;
}

/** The QR code as standalone SVG markup (no scripts: the qrcode package writes paths only). */
export function swishQrSvg(payment: TSwishPayment): Promise<string> {
  return QRCode.toString(swishPayload(payment), { type: 'svg', errorCorrectionLevel: 'M', margin: 4, width: 256 });
}
