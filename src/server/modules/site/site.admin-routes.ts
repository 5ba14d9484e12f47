import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isLanguage, type TLanguage } from '../../../shared/languages.ts';
import { parseRowId } from '../../../shared/row-id.ts';
import {
  isSitePageSlug,
  ZSiteLanguage,
  ZSitePagePreview,
  ZSitePagePreviewAnswer,
  ZSitePageSave,
  ZSitePageSource,
  type TSitePageSlug,
} from '../../../shared/site-pages.schema.ts';
import { ZSiteSettings, ZSiteSettingsAnswer } from '../../../shared/site-settings.schema.ts';
import { requireAdmin, signedInUser } from '../../plugins/auth.ts';
import { HttpError, ZErrorResponse, ZFieldErrorResponse } from '../../http/errors.ts';
import { currentSettings, saveSettings } from './settings.service.ts';

const security = [{ bearer: [] }];
const refusals = { 401: ZErrorResponse, 403: ZErrorResponse };
const ZPageParams = z.object({ slug: z.string(), language: z.string() });
const ZRestoreParams = ZPageParams.extend({ id: z.string() });

function pageOf(params: { slug: string; language: string }): { slug: TSitePageSlug; language: TLanguage } {
  const { slug, language } = params;
  if (!isSitePageSlug(slug) || !isLanguage(language)) throw new HttpError(404, 'not_found', 'No such page.');
  return { slug, language };
}

/** /api/admin/settings and /api/admin/pages: the board edits the association's details and pages (audit-logged). */
export const siteAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  const context = app.contexts.site;
  const { pages } = context;

  app.get(
    '/settings',
    { schema: { summary: "The association's details", security, response: { 200: ZSiteSettingsAnswer, ...refusals } } },
    async () => currentSettings(context),
  );

  app.put(
    '/settings',
    {
      schema: {
        summary: "Save the association's details (audit-logged; every page and mail uses them at once)",
        security,
        body: ZSiteSettings,
        response: { 200: ZSiteSettingsAnswer, 400: ZFieldErrorResponse, ...refusals },
      },
    },
    async (request) => saveSettings(context, signedInUser(request).id, request.body),
  );

  app.post(
    '/pages/preview',
    {
      schema: {
        summary: 'Render Markdown as a page would show it, without saving',
        security,
        body: ZSitePagePreview.extend({ language: ZSiteLanguage.optional() }),
        response: { 200: ZSitePagePreviewAnswer, 400: ZFieldErrorResponse, ...refusals },
      },
    },
    async (request) => ({ html: pages.preview(request.body.body, request.body.language ?? 'ta') }),
  );

  app.get(
    '/pages/:slug/:language',
    {
      schema: {
        summary: "A page's Markdown source and its versions",
        security,
        params: ZPageParams,
        response: { 200: ZSitePageSource, 404: ZErrorResponse, ...refusals },
      },
    },
    async (request) => {
      const { slug, language } = pageOf(request.params);
      return pages.source(slug, language);
    },
  );

  app.put(
    '/pages/:slug/:language',
    {
      schema: {
        summary: 'Save a page in one language (a new version in the audit log)',
        security,
        params: ZPageParams,
        body: ZSitePageSave,
        response: { 200: ZSitePageSource, 400: ZFieldErrorResponse, 404: ZErrorResponse, ...refusals },
      },
    },
    async (request) => {
      const { slug, language } = pageOf(request.params);
      return pages.save(slug, language, request.body, signedInUser(request).id);
    },
  );

  app.post(
    '/pages/:slug/:language/versions/:id/restore',
    {
      schema: {
        summary: 'Make an earlier version of a page the current one (audit-logged)',
        security,
        params: ZRestoreParams,
        response: { 200: ZSitePageSource, 404: ZErrorResponse, ...refusals },
      },
    },
    async (request) => {
      const { slug, language } = pageOf(request.params);
      const id = parseRowId(request.params.id);
      if (id === null) throw new HttpError(404, 'not_found', 'No such version of this page.');
      return pages.restore(slug, language, id, signedInUser(request).id);
    },
  );
};
