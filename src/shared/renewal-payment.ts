/**
 * The Swish payment of a renewal, as the member's page shows it: the QR code (an SVG data URL, so no
 * markup of the answer enters the page), the details as text to copy, and a link that opens the
 * Swish app filled in (empty when there is none). The app builds it from the QR route's answer; the
 * server, for a page rendered without the app, from the renewal already asked for.
 */
// A plain type, no zod: the browser's bundle stays as it was.
export type TRenewalPayment = { imageSrc: string; payee: string; amount: string; message: string; appLink: string };

/** The member's page with the renewal open: the chooser, which posts here without the app. */
export const RENEWAL_ADDRESS = '/mypage?edit=renewal';

/** The chooser's name as a form sent without the app, and the name of a member's box in it: `renew-0042A`. */
export const RENEWAL_FORM = 'edit-renewal';
export const RENEWAL_TICK_PREFIX = 'renew-';

/** The query parameter naming whose renewal's payment the page shows: `0042A,0042B`. */
export const RENEWAL_PAYMENT_PARAM = 'pay';

/** The member's page showing the payment of these members' renewal (asked for already). */
export const renewalPaymentAddress = (givenIds: readonly string[]) =>
  `${RENEWAL_ADDRESS}&${RENEWAL_PAYMENT_PARAM}=${givenIds.join(',')}`;

export const renewalPaymentQueryKey = (ids: string) => ['renewal-payment', ids] as const;
