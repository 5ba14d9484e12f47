import path from 'node:path';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { toLanguage, isLanguage } from '../../shared/languages.ts';
import type { TAssociation } from '../../shared/association.ts';
import type { TConfig } from '../config.ts';
import { provideArrayBufferDetached } from '../web/array-buffer-detached.ts';
import { createCatalogStore, isNamespaceName } from '../web/catalogs.ts';
import { readClientAssets, type TClientAssets } from '../web/client-assets.ts';
import { htmlDocument } from '../web/html-document.ts';
import { formPostOf } from '../http/form-post.ts';
import { createPageCache, type TApiRead, type TCachedPage } from '../web/page-cache.ts';
import type { TSsrApiFetch, TSsrModule } from '../../shared/ssr-contract.ts';

const DIST_DIR = path.resolve(import.meta.dirname, '../../../dist');
const CLIENT_DIR = path.join(DIST_DIR, 'client');
const SSR_ENTRY = path.join(DIST_DIR, 'ssr', 'entry-server.js');
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
// Pages are compressed per request: a fast brotli level costs about a millisecond and saves 80 %.
const HTML_BROTLI_QUALITY = 5;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type TWebAppOptions = {
  config: TConfig;
  association: TAssociation;
  /** Grows when the board changes the association's details or a page: pages rendered before are not served again. */
  siteVersion?: () => number;
};

function languageFromCookie(header: string | undefined) {
  const match = /(?:^|;\s*)lang=([^;]*)/.exec(header ?? '');
  return toLanguage(match?.[1]);
}

/** The encodings the client accepts (q=0 refuses one), best first: brotli, then gzip. */
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

// Compressed once per cached page (the cache hands back the same object while it is valid).
const compressedPages = new WeakMap<TCachedPage, Partial<Record<'br' | 'gzip', Promise<Buffer>>>>();

function compressPage(page: TCachedPage, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const variants = compressedPages.get(page) ?? {};
  compressedPages.set(page, variants);
  variants[encoding] ??=
    encoding === 'br'
      ? brotli(page.html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: HTML_BROTLI_QUALITY } })
      : gzipAsync(page.html, { level: 6 });
  return variants[encoding];
}

/** Sends the page compressed when the client takes it (HTML is most of a page's first bytes). */
async function sendCompressed(request: FastifyRequest, reply: FastifyReply, page: TCachedPage) {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(page.html);
  const body = await compressPage(page, encoding);
  return reply.header('content-encoding', encoding).send(body);
}

/** The built web app, once: a missing build answers 503 with a hint instead of failing the API. */
function createWebBuild() {
  let loading: Promise<{ ssr: TSsrModule; assets: TClientAssets }> | undefined;
  return () => {
    loading ??= (async () => {
      provideArrayBufferDetached();
      const [ssr, assets] = await Promise.all([import(SSR_ENTRY) as Promise<TSsrModule>, readClientAssets(CLIENT_DIR)]);
      return { ssr, assets };
    })();
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
}

/** Serves the web app: built assets, catalogs, and every page rendered on the server. */
export async function webApp(app: FastifyInstance, { config, association, siteVersion }: TWebAppOptions) {
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
      // The build wrote file.br and file.gz beside each text asset (vite.config.ts).
      preCompressed: true,
    });
    await app.register(fastifyStatic, {
      root: CLIENT_DIR,
      prefix: '/',
      decorateReply: false,
      wildcard: false,
      index: false,
      allowedPath: (pathname) => !pathname.startsWith('/.vite'),
      // A route per file here would shadow the year-long caching of /assets/ above; the compressed
      // twins are not addresses of their own.
      globIgnore: ['assets/**', '**/*.br', '**/*.gz'],
      maxAge: 60 * 60 * 1000,
      preCompressed: true,
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
  const readApi = async (apiPath: string, requestId: string): Promise<TApiRead & { isJson: boolean }> => {
    if (!apiPath.startsWith('/api/')) throw new Error(`prefetch may only read /api/ paths, not ${apiPath}`);
    const response = await app.inject({ method: 'GET', url: apiPath, headers: { 'x-request-id': requestId } });
    const isJson = (response.headers['content-type'] ?? '').toString().includes('application/json');
    return { status: response.statusCode, body: response.body, isJson };
  };
  const pages = createPageCache();

  function sendPage(request: FastifyRequest, reply: FastifyReply, page: TCachedPage) {
    void reply
      .code(200)
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Encoding')
      .header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return sendCompressed(request, reply.type('text/html; charset=utf-8'), page);
  }

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
    // The seam for forms sent without the app: a refused one renders its page again, never cached.
    const formPost = formPostOf(request);
    // Every page embeds the association's details, which the page cache cannot see in its API reads.
    const pageKey = `${siteVersion?.() ?? 0} ${language} ${request.url}`;
    const cached = formPost ? undefined : await pages.lookup(pageKey, (apiPath) => readApi(apiPath, request.id));
    if (cached) return sendPage(request, reply, cached);

    const reads = new Map<string, TApiRead>();
    const fetchApi: TSsrApiFetch = async (apiPath) => {
      const answer = await readApi(apiPath, request.id);
      reads.set(apiPath, answer);
      return { status: answer.status, data: answer.isJson ? JSON.parse(answer.body) : answer.body };
    };
    const result = await build.ssr.render({
      url: request.url,
      language,
      association,
      loadCatalogs: catalogs.forLanguage,
      fetchApi,
      formPost,
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
        : `${config.publicUrl}/favicon.svg`,
      preloadImage: result.head.preloadImage,
      ogType: result.head.ogType,
      feedUrl: `${config.publicUrl}/news.xml?lang=${language}`,
      indexable: result.access === 'public',
      appHtml: result.html,
      pageData: result.pageData,
      assets: build.assets,
      bootModules: build.assets.bootModules(result.pageModule),
      eager: result.access === 'protected',
      onArrival: result.actsOnArrival,
    });
    if (formPost) {
      const refused = reply.code(400).header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return sendCompressed(request, refused, { html, etag: '' });
    }
    return sendPage(request, reply, pages.store(pageKey, html, reads));
  }

  // Everything that is not an API call, an asset or a catalog is a page of the web app.
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && !formPostOf(request)) {
      return reply.code(404).send({ error: 'not_found', message: `No route ${request.method} ${request.url}` });
    }
    return renderPage(request, reply);
  });
}
