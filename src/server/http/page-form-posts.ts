import type { FastifyPluginAsync, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AT_PAGE_PATH, acceptUrlencodedForms } from './form-post.ts';

/*
 * A page that holds several forms sent without the app (the board's content section: the news
 * banner, the page editor). They all post to the page's own path; the page's query says which form
 * a post is (`?form=news-banner`, `?tab=site-pages&page=about&lang=en`), so a refused one renders
 * the page again as it was opened.
 */

export type TFormPostHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** One form of such a page: the largest body it takes, and what it does with a post whose query names it (null for another's). */
export type TPageFormPost = {
  bodyLimit: number;
  handlerFor: (query: Readonly<Record<string, unknown>>) => TFormPostHandler | null;
};

type TOptions = {
  forms: readonly TPageFormPost[];
  /** Who may send them: the session's checks (the site's own Origin, then the role). */
  preHandler: preHandlerAsyncHookHandler;
};

/** POST at the page's path: the form its query names, or 404 when it names none. */
export const pageFormPostRoutes: FastifyPluginAsync<TOptions> = async (app, { forms, preHandler }) => {
  const bodyLimit = Math.max(...forms.map((form) => form.bodyLimit));
  acceptUrlencodedForms(app, bodyLimit);
  app.post('/', { ...AT_PAGE_PATH, bodyLimit, preHandler }, async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    for (const form of forms) {
      const handle = form.handlerFor(query);
      if (handle) return handle(request, reply);
    }
    return reply.code(404).send({ error: 'not_found', message: 'No such form on this page.' });
  });
};
