/*
 * A cancel that asks first, without the app. The cancel button is then a press (`intent=ask-cancel`)
 * the server answers with the page at `?confirm=cancel`, where the question stands in the page (the
 * app's dialog's words); its Yes is the press `intent=cancel`. The app asks in its dialog instead,
 * and answers that address in place.
 */

export const ASK_CANCEL_PRESS = 'ask-cancel';

/** The press that cancels, made once asked. */
export const CANCEL_PRESS = 'cancel';

/** The query parameter of the page that asks (`?confirm=cancel`). */
export const CONFIRM_PARAM = 'confirm';
export const CONFIRM_CANCEL = 'cancel';
