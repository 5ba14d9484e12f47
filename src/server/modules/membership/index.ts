// What other modules may use of membership: the Swish payment request (event bookings pay the same way).
export { swishAppLink, swishPayee, swishQrSvg } from './swish-qr.ts';
