import type { FastifyInstance } from 'fastify';
import { parseGivenId } from '../../../shared/given-id.ts';
import { ZRenewalQuery } from '../../../shared/profile.schema.ts';
import { RENEWAL_FORM, RENEWAL_TICK_PREFIX, renewalPaymentAddress } from '../../../shared/renewal-payment.ts';
import { HttpError } from '../../http/errors.ts';
import { answerRefusedForm, tickedBoxes } from '../../http/form-post.ts';
import type { TFormPostHandler } from '../../http/page-form-posts.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { requestRenewal } from './renewal.service.ts';

/*
 * The renewal's chooser sent without the app (POST /mypage?edit=renewal, signed in by the session
 * cookie as every form of the member's page). A ticked member is a field `renew-<givenId>` with the
 * value `true`, in the family's order as the page lists them. It runs the QR route's schema and
 * service function (the renewal is recorded as asked for), then answers a 303 to the page showing
 * that renewal's payment, which a reload shows again without asking twice; a refusal is the chooser
 * again with the QR route's error code.
 */

export function renewalFormPost(app: FastifyInstance): TFormPostHandler {
  const context = app.contexts.membership;
  return async (request, reply) => {
    const ticked = tickedBoxes(request.body, RENEWAL_TICK_PREFIX);
    const values = Object.fromEntries(ticked.map((givenId) => [`${RENEWAL_TICK_PREFIX}${givenId}`, 'true']));
    const refuse = (refusal: string) =>
      answerRefusedForm(request, reply, { form: RENEWAL_FORM, values, errors: {}, refusal });
    if (ticked.length === 0) return refuse('none_chosen');
    // Each name is a givenId exactly as the page wrote it: the payment's address is made of them.
    const parsed = ZRenewalQuery.safeParse({ ids: ticked.join(',') });
    if (!parsed.success || ticked.some((givenId) => parseGivenId(givenId) === null)) return refuse('bad_request');
    try {
      await requestRenewal(context, signedInUser(request).id, parsed.data.ids);
    } catch (error) {
      // Another family's member is refused as the QR route refuses them: the chooser never lists them.
      if (!(error instanceof HttpError) || error.statusCode >= 500 || error.code === 'forbidden') throw error;
      return refuse(error.code);
    }
    return reply.redirect(renewalPaymentAddress(ticked), 303);
  };
}
