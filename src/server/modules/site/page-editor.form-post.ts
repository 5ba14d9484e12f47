import type { FastifyInstance } from 'fastify';
import { FORM_POST_DONE_PARAM } from '../../../shared/form-post.ts';
import {
  SITE_PAGE_FORM_FIELDS,
  sitePageFormName,
  sitePageOfQuery,
  sitePageQuery,
  sitePageSaveOfForm,
} from '../../../shared/site-page-form.ts';
import { SITE_PAGE_BODY_MAX, ZSitePageSave } from '../../../shared/site-pages.schema.ts';
import { fieldErrors } from '../../http/field-errors.ts';
import { answerRefusedForm, answerSentForm, formValues } from '../../http/form-post.ts';
import type { TPageFormPost } from '../../http/page-form-posts.ts';
import { signedInUser } from '../../plugins/auth.ts';

/*
 * The board's page editor sent without the app (src/server/http/form-post.ts), at the address of the
 * content section opened on the editor: `?tab=site-pages&page=<slug>&lang=<language>` names the page
 * and language it saves, never a field. It runs the same schema and the same service function as
 * PUT /api/admin/pages/:slug/:language, then answers a 303 back to the editor, or the section again
 * (for this session) with what was typed and the errors. Who may send it is the section's to check
 * (an admin's session from the site's own pages).
 */

// The longest page the schema takes, percent-encoded (up to nine bytes a Tamil letter), and its date.
const PAGE_BODY_LIMIT = SITE_PAGE_BODY_MAX * 9 + 1024;

/** POST /admindashboard/content?tab=site-pages&page=<slug>&lang=<language>. */
export function pageEditorFormPost(app: FastifyInstance, pagePath: string): TPageFormPost {
  const { pages } = app.contexts.site;
  return {
    bodyLimit: PAGE_BODY_LIMIT,
    handlerFor(query) {
      const page = sitePageOfQuery(query);
      if (!page) return null;
      return async (request, reply) => {
        const form = formValues(request.body, SITE_PAGE_FORM_FIELDS);
        const parsed = ZSitePageSave.safeParse(sitePageSaveOfForm(page.slug, form));
        if (!parsed.success) {
          return answerRefusedForm(request, reply, {
            form: sitePageFormName(page),
            values: form,
            errors: fieldErrors(parsed.error),
          });
        }
        await pages.save(page.slug, page.language, parsed.data, signedInUser(request).id);
        return answerSentForm(reply, `${pagePath}?${sitePageQuery(page)}`, FORM_POST_DONE_PARAM);
      };
    },
  };
}
