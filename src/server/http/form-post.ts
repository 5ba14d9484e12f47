import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TFormPostState } from '../../shared/form-post.ts';

/*
 * Forms that work without the app. A page's form is a plain `<form method="post" action=…>` with
 * named fields; the browser sends it urlencoded to the page's own path. The route runs the same
 * schema and service function as the JSON API route, then answers as a browser expects: a 303 to
 * the page's success state, or the page again (400) with what was typed and the field errors.
 */

const refusedForms = new WeakMap<FastifyRequest, TFormPostState>();

/** The refused form this request renders the page again for (the web app's renderer asks). */
export function formPostOf(request: FastifyRequest): TFormPostState | undefined {
  return refusedForms.get(request);
}

/** Accepts urlencoded bodies in the calling plugin only: each field once, as text (a repeated name keeps its last). */
export function acceptUrlencodedForms(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

/** A form posts to its page's own path: one route there (`/contactus`), none at `/contactus/`. */
export const AT_PAGE_PATH = { prefixTrailingSlash: 'no-slash' } as const;

/**
 * Accepts urlencoded bodies in the calling plugin and answers the options of its form's route: at
 * the page's own path, refusing a body over the same limit the parser has.
 */
export function acceptFormsAtPagePath(app: FastifyInstance, bodyLimit: number) {
  acceptUrlencodedForms(app, bodyLimit);
  return { ...AT_PAGE_PATH, bodyLimit };
}

/** Only the text fields the form has: a post names anything it likes, the page shows none of the rest. */
export function formValues<TField extends string>(body: unknown, fields: readonly TField[]): Record<TField, string> {
  const source = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const values = {} as Record<TField, string>;
  for (const field of fields) {
    const value = source[field];
    values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}

/**
 * What the ticked boxes named `<prefix><suffix>` say, by suffix, in the order the form sent them
 * (`renew-0042A` -> `0042A`): a box is sent only when ticked, with the value `true`.
 */
export function tickedBoxes(body: unknown, prefix: string): string[] {
  const fields = body && typeof body === 'object' ? Object.entries(body as Record<string, unknown>) : [];
  return fields
    .filter(([name, value]) => name.startsWith(prefix) && value === 'true')
    .map(([name]) => name.slice(prefix.length));
}

/** The page again, from the web app's renderer, with the form as typed and its errors. */
export function answerRefusedForm(request: FastifyRequest, reply: FastifyReply, state: TFormPostState) {
  refusedForms.set(request, state);
  return reply.callNotFound();
}

/** The page's success state: a GET, so reloading it sends nothing twice. */
export function answerSentForm(reply: FastifyReply, pagePath: string, doneParam: string) {
  return reply.redirect(`${pagePath}${pagePath.includes('?') ? '&' : '?'}${doneParam}=1`, 303);
}
