import type { FastifyPluginAsync } from 'fastify';
import { FORM_POST_DONE_PARAM } from '../../../shared/form-post.ts';
import {
  formOfPost,
  postOfForm,
  SETTINGS_FORM,
  SETTINGS_POST_FIELDS,
  settingsOfForm,
} from '../../../shared/site-settings-form.ts';
import { ZSiteSettings } from '../../../shared/site-settings.schema.ts';
import { fieldErrors } from '../../http/field-errors.ts';
import { acceptFormsAtPagePath, answerRefusedForm, answerSentForm, formValues } from '../../http/form-post.ts';
import { requireAdminFormPost, signedInUser, type TSessionCookieUserLoader } from '../../plugins/auth.ts';
import { saveSettings } from './settings.service.ts';

/*
 * The board's settings form sent without the app (src/server/http/form-post.ts), at the address of
 * the board's section that shows it. A cookie rides along on any request, so the post is taken only
 * from the site's own pages and only for an admin's session (requireAdminFormPost). It makes the
 * form from the post as the browser's form does, runs the same schema and the same service function
 * as PUT /api/admin/settings, then answers a 303 back to the section, or the section again (for this
 * session) with what was typed and the errors.
 */

// About forty short fields; Tamil text is three bytes a character.
const SETTINGS_BODY_LIMIT = 16 * 1024;

type TOptions = { userForCookie: TSessionCookieUserLoader; pagePath: string };

/** POST /admindashboard/association. */
export const settingsFormPostRoutes: FastifyPluginAsync<TOptions> = async (app, { userForCookie, pagePath }) => {
  const context = app.contexts.site;
  const atPagePath = acceptFormsAtPagePath(app, SETTINGS_BODY_LIMIT);
  app.post('/', { ...atPagePath, preHandler: requireAdminFormPost(userForCookie) }, async (request, reply) => {
    const form = formOfPost(formValues(request.body, SETTINGS_POST_FIELDS));
    const parsed = ZSiteSettings.safeParse(settingsOfForm(form));
    if (!parsed.success) {
      return answerRefusedForm(request, reply, {
        form: SETTINGS_FORM,
        values: postOfForm(form),
        errors: fieldErrors(parsed.error),
      });
    }
    await saveSettings(context, signedInUser(request).id, parsed.data);
    return answerSentForm(reply, pagePath, FORM_POST_DONE_PARAM);
  });
};
