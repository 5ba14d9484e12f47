import path from 'node:path';
import { existsSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { toLanguage, isLanguage, type TLanguage } from '../../shared/languages.ts';
import type { TAssociation } from '../../shared/association.ts';
import type { TFormPostState } from '../../shared/form-post.ts';
import type { TSsrModule, TSsrPageAddress, TSsrViewer } from '../../shared/ssr-contract.ts';
import type { TConfig } from '../config.ts';
import { provideArrayBufferDetached } from '../web/array-buffer-detached.ts';
import { createCatalogStore, isNamespaceName } from '../web/catalogs.ts';
import { readClientAssets, type TClientAssets } from '../web/client-assets.ts';
import { htmlDocument, SITE_ICON_PATH } from '../web/html-document.ts';
import { formPostOf } from '../http/form-post.ts';
import { validationFailure } from '../http/field-errors.ts';
import { memo, pickEncoding } from '../web/accept-encoding.ts';
import type { TPageArea, TPageAreas, TPageReads } from '../web/page-areas.ts';
import { createPageCache, preparePage, type TPageEncoding, type TPreparedPage } from '../web/page-cache.ts';

const DIST_DIR = path.resolve(import.meta.dirname, '../../../dist');
const CLIENT_DIR = path.join(DIST_DIR, 'client');
const SSR_ENTRY = path.join(DIST_DIR, 'ssr', 'entry-server.js');
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** A page that reads no changing data still shows the clock's day and year: render it again this often. */
const PAGE_TTL_MS = 60_000;

type TWebAppOptions = {
  config: TConfig;
  association: TAssociation;
  /** Grows when the board changes the association's details or a page: pages rendered before are not served again. */
  siteVersion?: () => number;
  /** The public data's versions per area, and the reads pages load it with (docs/decisions/0016). */
  areas: TPageAreas;
  reads: TPageReads;
  /** Who a page request's session names, and the reads made as them (docs/decisions/0022). */
  viewerOf?: (cookieHeader: string | undefined) => Promise<TSsrViewer | null>;
};

/**
 * A signed-in page's address answers differently per session, so no cache but the server's own may
 * keep any answer of it: not a browser's, not a proxy's (docs/decisions/0022).
 */
const PERSONAL_HEADERS = { 'cache-control': 'private, no-store', vary: 'Cookie, Accept-Encoding' } as const;

type TBuild = { ssr: TSsrModule; assets: TClientAssets };

type TOutcome = { redirect: string } | { page: TPreparedPage; status: 200 | 404 };
/** A page to answer: the build, the address and language it renders, and its key in the page cache. */
type TPageAt = { current: TBuild; address: NonNullable<TSsrPageAddress>; language: TLanguage; key: string };
type TRendered =
  { redirect: string } | { page: TPreparedPage; keep: boolean; status: 200 | 404; stamps: Map<TPageArea, number> };
/** How a page is answered: its status, and whether it was rendered for one session (never shared). */
type TSendAs = { status?: 200 | 404; personal?: boolean };

function languageFromCookie(header: string | undefined) {
  const match = /(?:^|;\s*)lang=([^;]*)/.exec(header ?? '');
  return toLanguage(match?.[1]);
}

const encodingOf = memo((header: string): TPageEncoding => pickEncoding(header) ?? 'identity', 64);

/** The built web app, once: a missing build answers 503 with a hint instead of failing the API. */
function createWebBuild() {
  let loading: Promise<TBuild> | undefined;
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

async function registerStaticFiles(app: FastifyInstance) {
  if (!existsSync(CLIENT_DIR)) return;
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

/** Serves the web app: built assets, catalogs, and every page rendered on the server. */
export async function webApp(app: FastifyInstance, options: TWebAppOptions) {
  const { config, association, siteVersion, areas, reads, viewerOf } = options;
  const catalogs = createCatalogStore();
  const loadBuild = createWebBuild();
  await registerStaticFiles(app);

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

  const pages = createPageCache({ version: areas.version });
  // Requests for a page that is being rendered wait for that render instead of starting their own.
  const rendering = new Map<string, Promise<TOutcome>>();
  let build: TBuild | undefined;
  let addressOf: ((url: string) => TSsrPageAddress) | undefined;

  function sendPage(request: FastifyRequest, reply: FastifyReply, page: TPreparedPage, as: TSendAs = {}) {
    const { status = 200, personal = false } = as;
    const encoding = encodingOf(request.headers['accept-encoding'] ?? '');
    if (personal) {
      const { etag: _etag, ...headers } = page.headers[encoding];
      return reply
        .code(status)
        .headers({ ...headers, ...PERSONAL_HEADERS })
        .send(page.bodies[encoding]);
    }
    if (status === 200 && request.headers['if-none-match'] === page.etag)
      return reply.code(304).headers(page.headers.identity).send();
    return reply.code(status).headers(page.headers[encoding]).send(page.bodies[encoding]);
  }

  async function render(
    current: TBuild,
    url: string,
    language: TLanguage,
    formPost?: TFormPostState,
    viewer?: TSsrViewer,
  ): Promise<TRendered> {
    const stamps = new Map<TPageArea, number>();
    const result = await current.ssr.render({
      url,
      language,
      association,
      loadCatalogs: catalogs.forLanguage,
      formPost,
      viewer,
      // The version is taken before the read: a write during the render leaves the page outdated.
      reads: reads((area) => {
        if (!stamps.has(area)) stamps.set(area, areas.version(area));
      }),
    });
    if (result.kind === 'redirect') return { redirect: result.location };
    const html = htmlDocument({
      language,
      title: result.head.title,
      description: result.head.description,
      siteName: association.name[language],
      canonicalUrl: `${config.publicUrl}${url.split('?')[0]}`,
      imageUrl: result.head.image
        ? new URL(result.head.image, config.publicUrl).toString()
        : `${config.publicUrl}${SITE_ICON_PATH}`,
      preloadImage: result.head.preloadImage,
      ogType: result.head.ogType,
      feedUrl: `${config.publicUrl}/news.xml?lang=${language}`,
      // A page about nothing (no such event or post) is not for search engines.
      indexable: result.access === 'public' && !result.missing,
      appHtml: result.html,
      pageData: result.pageData,
      assets: current.assets,
      bootModules: current.assets.bootModules(result.pageModule),
      // A member or board page rendered for its session shows its data without the app: the app
      // loads after that first view, so its scripts do not share the phone's bandwidth with the
      // page's own HTML and CSS. Only the frame (no session) has nothing to show before the app.
      eager: result.access === 'protected' && !viewer,
      onArrival: result.actsOnArrival || (result.access === 'protected' && viewer !== undefined),
    });
    const page = await preparePage(html);
    return { page, keep: result.keep && !result.missing, status: result.missing ? 404 : 200, stamps };
  }

  /** The first page waits for the build; a missing build answers 503 with a hint. */
  async function loadBuildOnce(request: FastifyRequest, reply: FastifyReply) {
    try {
      build = await loadBuild();
      addressOf = memo(build.ssr.pageAddress, 1000);
    } catch (error) {
      request.log.error({ err: error }, 'web app build missing');
      // A refused form still says why, as the API would, when there is no page to show it on.
      const formPost = formPostOf(request);
      if (formPost) return reply.code(400).send(validationFailure(formPost.errors));
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run "npm run build".');
    }
    return servePage(request, reply);
  }

  function renderAndServe(request: FastifyRequest, reply: FastifyReply, at: TPageAt) {
    const { current, address, language, key } = at;
    const { group, url } = address;
    let pending = rendering.get(key);
    if (!pending) {
      pending = render(current, url, language).then((rendered) => {
        if ('redirect' in rendered) return rendered;
        if (rendered.keep) {
          const touched = [...rendered.stamps.keys()];
          const ttlMs = Math.min(PAGE_TTL_MS, ...touched.map((area) => areas.ttlMs(area)));
          const stamps = [...rendered.stamps].map(([area, version]) => ({ area, version }));
          pages.store(group, key, rendered.page, stamps, ttlMs);
        }
        return { page: rendered.page, status: rendered.status };
      });
      rendering.set(key, pending);
      void pending.finally(() => rendering.delete(key)).catch(() => undefined);
    }
    return pending.then((outcome) => {
      if (reply.sent) return reply;
      if ('redirect' in outcome) return reply.redirect(outcome.redirect, 302);
      return sendPage(request, reply, outcome.page, { status: outcome.status, personal: address.signedIn });
    });
  }

  /**
   * A signed-in page for the session the request carries: rendered for this request alone, never
   * kept, never shared. Without a valid session the page is what it was before: the frame every
   * visitor gets, whose app then refreshes the session or asks to sign in.
   */
  async function serveSignedIn(request: FastifyRequest, reply: FastifyReply, at: TPageAt) {
    const viewer = await viewerOf?.(request.headers.cookie);
    if (!viewer) return renderAndServe(request, reply, at);
    const rendered = await render(at.current, at.address.url, at.language, undefined, viewer);
    if ('redirect' in rendered) return reply.redirect(rendered.redirect, 302);
    return sendPage(request, reply, rendered.page, { status: rendered.status, personal: true });
  }

  /**
   * A form sent without the app that the server refused: its page again, as typed, never cached; a
   * signed-in page's for the session the post carried (its form post checked that session already).
   */
  async function serveRefusedForm(
    request: FastifyRequest,
    reply: FastifyReply,
    at: Omit<TPageAt, 'key'>,
    formPost: TFormPostState,
  ) {
    const viewer = at.address.signedIn ? ((await viewerOf?.(request.headers.cookie)) ?? undefined) : undefined;
    const rendered = await render(at.current, at.address.url, at.language, formPost, viewer);
    if ('redirect' in rendered) return reply.redirect(rendered.redirect, 302);
    const { etag: _etag, ...headers } = rendered.page.headers.identity;
    return reply
      .code(400)
      .headers({ ...headers, ...(at.address.signedIn ? PERSONAL_HEADERS : {}), 'cache-control': 'no-store' })
      .send(rendered.page.bodies.identity);
  }

  /** A page from the cache is answered synchronously: no render, no read, no promise. */
  function servePage(request: FastifyRequest, reply: FastifyReply): FastifyReply | Promise<FastifyReply> {
    if (!build || !addressOf) return loadBuildOnce(request, reply);
    const address = addressOf(request.url);
    if (!address) return reply.redirect('/', 302);
    const language = languageFromCookie(request.headers.cookie);
    // The seam for forms sent without the app: a refused one renders its page again, never cached.
    const formPost = formPostOf(request);
    if (formPost) return serveRefusedForm(request, reply, { current: build, address, language }, formPost);
    // Every page embeds the association's details: a change of them is a new version of every page.
    const key = `${siteVersion?.() ?? 0} ${language} ${address.url}`;
    if (address.signedIn && /(?:^|;\s*)refresh_token=/.test(request.headers.cookie ?? '')) {
      return serveSignedIn(request, reply, { current: build, address, language, key });
    }
    const cached = pages.lookup(address.group, key);
    if (cached?.fresh) return sendPage(request, reply, cached.page, { personal: address.signedIn });
    const rendered = renderAndServe(request, reply, { current: build, address, language, key });
    if (!cached) return rendered;
    // Past its TTL only (no write of this instance since): served while the new render runs.
    rendered.catch((error: unknown) => request.log.error({ err: error }, 'page render failed'));
    return sendPage(request, reply, cached.page, { personal: address.signedIn });
  }

  // Everything that is not an API call, an asset or a catalog is a page of the web app.
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && !formPostOf(request)) {
      return reply.code(404).send({ error: 'not_found', message: `No route ${request.method} ${request.url}` });
    }
    return servePage(request, reply);
  });
}
