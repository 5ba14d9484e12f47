import path from 'node:path';
import { existsSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { toLanguage, isLanguage } from '../../shared/languages.ts';
import type { TAssociation } from '../../shared/association.ts';
import type { TConfig } from '../config.ts';
import { createCatalogStore, isNamespaceName } from '../web/catalogs.ts';
import { readClientAssets, type TClientAssets } from '../web/client-assets.ts';
import { htmlDocument } from '../web/html-document.ts';
import type { TSsrApiFetch, TSsrModule } from '../web/ssr-contract.ts';

const DIST_DIR = path.resolve(import.meta.dirname, '../../../dist');
const CLIENT_DIR = path.join(DIST_DIR, 'client');
const SSR_ENTRY = path.join(DIST_DIR, 'ssr', 'entry-server.js');
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

type TWebAppOptions = { config: TConfig; association: TAssociation };

function languageFromCookie(header: string | undefined) {
  const match = /(?:^|;\s*)lang=([^;]*)/.exec(header ?? '');
  return toLanguage(match?.[1]);
}

/** The built web app, once: a missing build answers 503 with a hint instead of failing the API. */
function createWebBuild() {
  let loading: Promise<{ ssr: TSsrModule; assets: TClientAssets }> | undefined;
  return () => {
    loading ??= (async () => {
      const [ssr, assets] = await Promise.all([import(SSR_ENTRY) as Promise<TSsrModule>, readClientAssets(CLIENT_DIR)]);
      return { ssr, assets };
    })();
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
}

/** Serves the web app: built assets, catalogs, and every page rendered on the server (DESIGN.md 4a). */
export async function webApp(app: FastifyInstance, { config, association }: TWebAppOptions) {
  const catalogs = createCatalogStore();
  const loadBuild = createWebBuild();

  if (existsSync(CLIENT_DIR)) {
    // Hashed file names never change content: cache them for a year.
    await app.register(fastifyStatic, {
      root: path.join(CLIENT_DIR, 'assets'),
      prefix: '/assets/',
      immutable: true,
      maxAge: ONE_YEAR_SECONDS * 1000,
      index: false,
    });
    await app.register(fastifyStatic, {
      root: CLIENT_DIR,
      prefix: '/',
      decorateReply: false,
      wildcard: false,
      index: false,
      allowedPath: (pathname) => !pathname.startsWith('/.vite'),
      maxAge: 60 * 60 * 1000,
    });
  }

  app.get<{ Params: { language: string; file: string } }>('/locales/:language/:file', async (request, reply) => {
    const { language, file } = request.params;
    const namespace = file.replace(/\.json$/, '');
    if (!isLanguage(language) || !file.endsWith('.json') || !isNamespaceName(namespace)) {
      return reply.code(404).send({ error: 'not_found', message: 'No such catalog.' });
    }
    const resources = await catalogs.forLanguage(language, [namespace]);
    void reply.header('cache-control', 'public, max-age=300');
    return resources[language]?.[namespace] ?? {};
  });

  /**
   * The routes' prefetch reads public data through the API itself, in-process (no socket), as a
   * visitor: the same answers, access rules and caches as the browser's own calls (docs/decisions/0003).
   */
  const fetchApiFor =
    (request: FastifyRequest): TSsrApiFetch =>
    async (apiPath) => {
      if (!apiPath.startsWith('/api/')) throw new Error(`prefetch may only read /api/ paths, not ${apiPath}`);
      const response = await app.inject({ method: 'GET', url: apiPath, headers: { 'x-request-id': request.id } });
      const isJson = (response.headers['content-type'] ?? '').toString().includes('application/json');
      return { status: response.statusCode, data: isJson ? response.json() : response.body };
    };

  async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    let build;
    try {
      build = await loadBuild();
    } catch (error) {
      request.log.error({ err: error }, 'web app build missing');
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run "npm run build".');
    }
    const language = languageFromCookie(request.headers.cookie);
    const result = await build.ssr.render({
      url: request.url,
      language,
      association,
      loadCatalogs: catalogs.forLanguage,
      fetchApi: fetchApiFor(request),
    });
    if (result.kind === 'redirect') return reply.redirect(result.location, 302);

    const canonicalUrl = `${config.publicUrl}${request.url.split('?')[0]}`;
    const html = htmlDocument({
      language,
      title: result.head.title,
      description: result.head.description,
      siteName: association.name[language],
      canonicalUrl,
      imageUrl: result.head.image
        ? new URL(result.head.image, config.publicUrl).toString()
        : `${config.publicUrl}/logo.svg`,
      indexable: result.access === 'public',
      appHtml: result.html,
      pageData: result.pageData,
      assets: build.assets,
    });
    return reply
      .code(200)
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  // Everything that is not an API call, an asset or a catalog is a page of the web app.
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ error: 'not_found', message: `No route ${request.method} ${request.url}` });
    }
    return renderPage(request, reply);
  });
}
