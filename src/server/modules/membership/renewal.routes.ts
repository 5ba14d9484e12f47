import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZRenewalQuery } from '../../../shared/profile.schema.ts';
import { requireUser, signedInUser } from '../../plugins/auth.ts';
import { requestRenewal } from './renewal.service.ts';
import { swishAppLink } from './swish-qr.ts';

/**
 * POST /api/member/QRCode?ids=0042A,0042B: records the renewal and answers the Swish QR as SVG.
 * The payment details travel in headers so the dialog can show them as text to copy:
 * x-swish-payee, x-swish-amount (`150,00`), x-swish-message (`FY2025 0042A 0042B`), x-renewal-year,
 * and x-swish-app-link, the same payment as a link that opens the Swish app on a phone.
 */
export const renewalRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.contexts.membership;

  app.post(
    '/QRCode',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Renew memberships and get the Swish QR code (SVG)',
        security: [{ bearer: [] }],
        querystring: ZRenewalQuery,
      },
    },
    async (request, reply) => {
      const answer = await requestRenewal(context, signedInUser(request).id, request.query.ids);
      return (
        reply
          .header('x-swish-payee', answer.payment.payee)
          .header('x-swish-amount', answer.payment.amount)
          // Header values must be ASCII; the message is built from givenIds only, so it is.
          .header('x-swish-message', answer.payment.message)
          .header('x-renewal-year', String(answer.year))
          // URL-encoded, so ASCII as a header value must be.
          .header('x-swish-app-link', swishAppLink(answer.payment))
          .header('cache-control', 'no-store')
          .type('image/svg+xml; charset=utf-8')
          .send(answer.svg)
      );
    },
  );
};
