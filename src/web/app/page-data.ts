import type { Resource } from 'i18next';
import type { TAssociation } from '../../shared/association.ts';
import type { TLanguage } from '../../shared/languages.ts';

/** What the server embeds in the page (as application/json, so the CSP needs no inline script). */
export type TPageData = {
  language: TLanguage;
  association: TAssociation;
  resources: Resource;
  /** Public data the server already fetched, in TanStack Query's dehydrated form. */
  queries?: unknown;
};

export const PAGE_DATA_ELEMENT_ID = 'page-data';
export const ROOT_ELEMENT_ID = 'root';
