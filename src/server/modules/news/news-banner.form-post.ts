import type { FastifyInstance } from 'fastify';
import { FORM_POST_DONE_PARAM, FORM_PRESS_FIELD } from '../../../shared/form-post.ts';
import {
  BANNER_FORM_FIELDS,
  bannerFormOfPost,
  bannerOfForm,
  NEWS_BANNER_DOWN,
  NEWS_BANNER_FORM,
  TAKE_BANNER_DOWN,
} from '../../../shared/news-banner-form.ts';
import { ZBannerFields } from '../../../shared/news.schema.ts';
import { HttpError } from '../../http/errors.ts';
import { fieldErrors } from '../../http/field-errors.ts';
import { answerRefusedForm, formValues } from '../../http/form-post.ts';
import type { TFormPostHandler, TPageFormPost } from '../../http/page-form-posts.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { clearBanner, setBanner } from './news-banner.service.ts';

/*
 * The home page's banner form sent without the app (src/server/http/form-post.ts), at the content
 * section whose news tab shows it (`?form=news-banner`). It runs the same schema and the same service
 * functions as PUT and DELETE /api/admin/news/banner, then answers a 303 back to the section with the
 * mark of what was done, or the section again (for this session) with what was typed and the errors.
 * The take-down button sends the form with its press (`intent=take-down`). Who may send it is the
 * section's to check (an admin's session from the site's own pages).
 */

// Three languages of a title and a line, percent-encoded (up to nine bytes a Tamil letter).
const BANNER_BODY_LIMIT = 16 * 1024;

/** POST /admindashboard/content?form=news-banner. */
export function newsBannerFormPost(app: FastifyInstance, pagePath: string): TPageFormPost {
  const context = app.contexts.news;
  const done = (mark: string) => `${pagePath}?${FORM_POST_DONE_PARAM}=${mark}`;
  const handle: TFormPostHandler = async (request, reply) => {
    const actorId = signedInUser(request).id;
    const { [FORM_PRESS_FIELD]: press, ...values } = formValues(request.body, [
      ...BANNER_FORM_FIELDS,
      FORM_PRESS_FIELD,
    ]);
    const refuse = (errors: Record<string, string>, refusal?: string) =>
      answerRefusedForm(request, reply, { form: NEWS_BANNER_FORM, values, errors, ...(refusal ? { refusal } : {}) });
    if (press === TAKE_BANNER_DOWN) {
      try {
        await clearBanner(context, actorId);
      } catch (error) {
        // Taken down meanwhile (another board member, another tab): said on the form, nothing else changes.
        if (error instanceof HttpError && error.statusCode === 404) return refuse({}, error.code);
        throw error;
      }
      return reply.redirect(done(NEWS_BANNER_DOWN), 303);
    }
    const parsed = ZBannerFields.safeParse(bannerOfForm(bannerFormOfPost(values)));
    if (!parsed.success) return refuse(fieldErrors(parsed.error));
    try {
      await setBanner(context, actorId, parsed.data);
    } catch (error) {
      // A post or event that is no longer there: the target's own error, as the form shows it.
      if (error instanceof HttpError && error.statusCode === 400) return refuse({ target: 'valueInvalid' });
      throw error;
    }
    return reply.redirect(done(NEWS_BANNER_FORM), 303);
  };
  return {
    bodyLimit: BANNER_BODY_LIMIT,
    handlerFor: (query) => (query['form'] === NEWS_BANNER_FORM ? handle : null),
  };
}
