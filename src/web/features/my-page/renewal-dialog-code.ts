import { preloadableLazy } from '../../lib/lazy-page.ts';

// Its code (the payment's QR code and copy rows) comes with a press on Renew; the server loads it
// before rendering the renewal's address, where it stands in the page.
const renewalDialog = preloadableLazy(() => import('./renewal-dialog.tsx'), 'RenewalDialog');

export const RenewalDialog = renewalDialog.Component;
export const preloadRenewalDialog = renewalDialog.preload;
