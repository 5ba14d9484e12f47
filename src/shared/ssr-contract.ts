import type { TAssociation } from './association.ts';
import type { TFormPostState } from './form-post.ts';
import type { TLanguage } from './languages.ts';

/**
 * The server-rendering contract, written once: what the web app's SSR bundle (entry-server.tsx,
 * built to dist/ssr/entry-server.js) exports and the server's web-app plugin calls. The server never
 * imports web code; it loads the built bundle at run time and relies on this shape only, and
 * entry-server.tsx is checked against it when it is compiled.
 */
export type TCatalogs = Record<string, Record<string, unknown>>;

/** GETs an /api path in-process as a visitor, for the routes' prefetch (docs/decisions/0003). */
export type TSsrApiFetch = (path: string) => Promise<{ status: number; data: unknown }>;

export type TSsrRenderInput = {
  url: string;
  language: TLanguage;
  association: TAssociation;
  loadCatalogs: (language: TLanguage, namespaces: string[]) => Promise<Record<string, TCatalogs>>;
  /** None: the page renders without data. */
  fetchApi?: TSsrApiFetch;
  /** A form sent without the app that the server refused: the page shows it again with its errors. */
  formPost?: TFormPostState;
};

/** image: the page's own Open Graph picture (a path on this site), when it has one. */
export type TSsrPageHead = {
  title: string;
  description: string;
  pageKey: string;
  image?: string;
  /** 'article' for a page about one thing (a news post). */
  ogType?: 'website' | 'article';
  /** The first picture of the page, preloaded with the srcset and sizes of its <img>. */
  preloadImage?: { srcSet: string; sizes: string };
};

/**
 * How the entry script starts the app, embedded in every page as JSON (`#boot-plan`). modules: every
 * chunk hydration runs (the app and the page's own), dependencies first; eager: a member or board
 * page, start at once; onArrival: a public page that does its work when opened, start after the first
 * view. Other public pages start at a person's first use.
 */
export type TBootPlan = { modules: string[]; eager: boolean; onArrival: boolean };

/** The data embedded in the page for hydration: at least its language and the association. */
export type TSsrPageData = { language: TLanguage; association: TAssociation };

export type TSsrRenderResult<TPageData extends TSsrPageData = TSsrPageData> =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      html: string;
      head: TSsrPageHead;
      pageData: TPageData;
      access: 'public' | 'protected' | 'any';
      /** The page does its work as soon as it is opened: its app loads after the first view. */
      actsOnArrival: boolean;
      /** The page's module under src/web/ (as in the client build's manifest, minus that prefix). */
      pageModule: string;
    };

export type TSsrModule = {
  render(input: TSsrRenderInput): Promise<TSsrRenderResult>;
};
