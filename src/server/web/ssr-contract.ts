import type { TAssociation } from '../../shared/association.ts';
import type { TLanguage } from '../../shared/languages.ts';

/**
 * What the server expects of the web app's SSR bundle (dist/ssr/entry-server.js). The server never
 * imports web code; it loads the built bundle at run time and relies on this shape only.
 */
export type TCatalogs = Record<string, Record<string, unknown>>;

export type TSsrApiFetch = (path: string) => Promise<{ status: number; data: unknown }>;

export type TSsrRenderResult =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      html: string;
      /** image: the page's own Open Graph picture (a path on this site), when it has one. */
      head: {
        title: string;
        description: string;
        pageKey: string;
        image?: string;
        /** 'article' for a page about one thing (a news post). */
        ogType?: 'website' | 'article';
        /** The first picture of the page, preloaded with the srcset and sizes of its <img>. */
        preloadImage?: { srcSet: string; sizes: string };
      };
      pageData: { language: TLanguage; association: TAssociation } & Record<string, unknown>;
      access: 'public' | 'protected' | 'any';
      /** The page's module under src/web/ (as in the client build's manifest, minus that prefix). */
      pageModule: string;
    };

export type TSsrModule = {
  render(input: {
    url: string;
    language: TLanguage;
    association: TAssociation;
    loadCatalogs: (language: TLanguage, namespaces: string[]) => Promise<Record<string, TCatalogs>>;
    /** GETs an /api path in-process as a visitor, for the routes' prefetch (docs/decisions/0003). */
    fetchApi?: TSsrApiFetch;
  }): Promise<TSsrRenderResult>;
};
