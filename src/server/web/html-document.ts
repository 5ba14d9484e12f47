import { LANGUAGE_LOCALES, type TLanguage } from '../../shared/languages.ts';
import type { TBootPlan } from '../../shared/ssr-contract.ts';
import type { TClientAssets } from './client-assets.ts';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON inside <script type="application/json">: nothing in it may close the element. */
export function serializeJsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

type TDocumentInput = {
  language: TLanguage;
  title: string;
  description: string;
  siteName: string;
  canonicalUrl: string;
  imageUrl: string;
  /** The page's first picture (srcset and sizes as on its <img>), fetched with high priority. */
  preloadImage?: { srcSet: string; sizes: string };
  indexable: boolean;
  /** 'article' for a page about one thing (a news post); 'website' otherwise. */
  ogType?: 'website' | 'article';
  /** The page's own feed (Atom), offered to readers and feed finders. */
  feedUrl?: string;
  appHtml: string;
  pageData: unknown;
  assets: TClientAssets;
  /** The chunks hydrating this page runs (TClientAssets.bootModules), fetched in parallel. */
  bootModules: string[];
  /**
   * A member or board page the server rendered only the frame of (no session it could read), so
   * nothing competes with the app's scripts: they are preloaded with the document, the early script
   * starts the page's API reads, and the entry hydrates without waiting for the first paint.
   */
  eager: boolean;
  /**
   * A public page that does its work as soon as it is opened, or a member or board page rendered
   * with its session's data: the entry loads the app after the first view. Other public pages load
   * it at a person's first use.
   */
  onArrival: boolean;
};

/** The site's icon in the public folder: the browser tab's, and a shared link's picture where the page has none. */
export const SITE_ICON_PATH = '/icon-192.png';

export function htmlDocument(input: TDocumentInput): string {
  const { assets } = input;
  const bootPlan: TBootPlan = { modules: input.bootModules, eager: input.eager, onArrival: input.onArrival };
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(input.title)}</title>`,
    `<meta name="description" content="${escapeHtml(input.description)}">`,
    input.indexable ? '' : '<meta name="robots" content="noindex">',
    '<meta name="theme-color" content="#7a1f2b">',
    `<link rel="canonical" href="${escapeHtml(input.canonicalUrl)}">`,
    `<meta property="og:type" content="${input.ogType ?? 'website'}">`,
    `<meta property="og:site_name" content="${escapeHtml(input.siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(input.title)}">`,
    `<meta property="og:description" content="${escapeHtml(input.description)}">`,
    `<meta property="og:url" content="${escapeHtml(input.canonicalUrl)}">`,
    `<meta property="og:image" content="${escapeHtml(input.imageUrl)}">`,
    `<meta property="og:locale" content="${LANGUAGE_LOCALES[input.language].replace('-', '_')}">`,
    `<meta name="twitter:card" content="${input.ogType === 'article' ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(input.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(input.description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(input.imageUrl)}">`,
    input.feedUrl ? `<link rel="alternate" type="application/atom+xml" href="${escapeHtml(input.feedUrl)}">` : '',
    `<link rel="icon" href="${SITE_ICON_PATH}" type="image/png" sizes="192x192">`,
    input.preloadImage
      ? `<link rel="preload" as="image" imagesrcset="${escapeHtml(input.preloadImage.srcSet)}" ` +
        `imagesizes="${escapeHtml(input.preloadImage.sizes)}" fetchpriority="high">`
      : '',
    ...assets.stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...(input.eager && assets.earlyScripts
      ? [
          ...assets.earlyScripts.slice(0, -1).map((href) => `<link rel="modulepreload" href="${href}">`),
          `<script type="module" async src="${assets.earlyScripts.at(-1)}"></script>`,
        ]
      : []),
    ...assets.modulePreloads.map((href) => `<link rel="modulepreload" href="${href}">`),
    // Before the entry, which reads it as soon as it runs: async, it may run before the body has arrived.
    `<script type="application/json" id="boot-plan">${serializeJsonForHtml(bootPlan)}</script>`,
    `<script type="module" async src="${assets.entryScript}"></script>`,
    ...(input.eager ? input.bootModules.map((href) => `<link rel="modulepreload" href="${href}">`) : []),
  ]
    .filter(Boolean)
    .join('\n');
  return `<!doctype html>
<html lang="${input.language}">
<head>
${head}
</head>
<body>
<div id="root">${input.appHtml}</div>
<script type="application/json" id="page-data">${serializeJsonForHtml(input.pageData)}</script>
</body>
</html>`;
}
