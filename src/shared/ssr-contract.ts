import type { z } from 'zod';
import type * as answerSchemas from './api-answer-schemas.ts';
import type { TAssociation } from './association.ts';
import type { TSitePageAddress } from './site-page-form.ts';
import type { TFormPostState } from './form-post.ts';
import type { TRenewalPayment } from './renewal-payment.ts';
import type { TLanguage } from './languages.ts';
import type { TSitePageSlug } from './site-pages.schema.ts';

/**
 * The server-rendering contract, written once: what the web app's SSR bundle (entry-server.tsx,
 * built to dist/ssr/entry-server.js) exports and the server's web-app plugin calls. The server never
 * imports web code; it loads the built bundle at run time and relies on this shape only, and
 * entry-server.tsx is checked against it when it is compiled.
 */
export type TCatalogs = Record<string, Record<string, unknown>>;

/** An API answer by the name of its shared schema, as the browser's call gets it. */
type TAnswer<TName extends keyof typeof answerSchemas> = z.output<(typeof answerSchemas)[TName]>;

/**
 * The public data a page's loader reads (docs/decisions/0016): what the API's public GET routes
 * answer a visitor, read in-process through the same service functions and checked by the same
 * answer schemas. null: there is no such thing (the API's 404).
 */
export type TSsrReads = {
  eventList(): Promise<TAnswer<'ZEventList'>>;
  event(id: string): Promise<TAnswer<'ZEventAnswer'> | null>;
  signupStatuses(): Promise<TAnswer<'ZSignupStatusList'>>;
  board(): Promise<TAnswer<'ZBoardAnswer'>>;
  financeReport(year: string): Promise<TAnswer<'ZFinanceReport'> | null>;
  sitePage(slug: TSitePageSlug, language: TLanguage): Promise<TAnswer<'ZSitePage'>>;
  slider(language: TLanguage): Promise<TAnswer<'ZPublicSliderAnswer'>>;
  newsList(language: TLanguage, page: number): Promise<TAnswer<'ZNewsList'>>;
  newsHome(language: TLanguage): Promise<TAnswer<'ZNewsHome'>>;
  newsPost(language: TLanguage, slug: string): Promise<TAnswer<'ZNewsPost'> | null>;
  activityList(): Promise<TAnswer<'ZActivityList'>>;
  activity(id: string): Promise<TAnswer<'ZActivityPublic'> | null>;
  signInProviders(): Promise<TAnswer<'ZSignInProviders'>>;
  /** What an activation link would activate; null when the link's email or code cannot be one. */
  activationPreview(email: string, code: string): Promise<TAnswer<'ZActivationPreview'> | null>;
};

/**
 * What a signed-in page reads for the person whose session the request carries (docs/decisions/0022):
 * the answers the member's and board's GET routes give them, through the same service functions.
 */
export type TSsrSignedInReads = {
  family(): Promise<TAnswer<'ZFamilyProfile'>>;
  myBookings(): Promise<TAnswer<'ZMyBookings'>>;
  /** An event as the person sees it (with its notes and comments); null for no such event. */
  event(eventId: string): Promise<TAnswer<'ZEventAnswer'> | null>;
  /** Places left of every event the person may sign up to. */
  signupStatuses(): Promise<TAnswer<'ZSignupStatusList'>>;
  /** The family's booking of an event (null: none) and the family; null for no such event. */
  myBooking(eventId: string): Promise<TAnswer<'ZMemberBookingAnswer'> | null>;
  /** The payment of the family's renewal asked for already (`0042A,0042B`); null for any other list. */
  renewalPayment(ids: string): Promise<TRenewalPayment | null>;
  /** null: the person is not on the board, and gets no board data. */
  adminData(): Promise<TAnswer<'ZAdminData'> | null>;
  /** The board's reads below, each null for a person not on the board. Every year's finance report. */
  adminFinanceReports(): Promise<TAnswer<'ZFinanceAdminReports'> | null>;
  /** Every event, unpublished ones too. */
  boardEvents(): Promise<TAnswer<'ZEventList'> | null>;
  /** Every news post, drafts and scheduled ones too, and the banner. */
  adminNews(): Promise<TAnswer<'ZNewsAdminAnswer'> | null>;
  /** The association's details as the board last saved them. */
  adminSettings(): Promise<TAnswer<'ZSiteSettingsAnswer'> | null>;
  /** A page's Markdown and its versions in one language, for the editor; null also for no such page. */
  adminPageSource(page: TSitePageAddress): Promise<TAnswer<'ZSitePageSource'> | null>;
  /** An event's bookings with totals; null also when there is no such event. */
  eventBookings(eventId: string): Promise<TAnswer<'ZAdminBookings'> | null>;
  /** The events a booking may be moved to; null also for no such booking. */
  bookingMoveTargets(bookingId: string): Promise<TAnswer<'ZBookingMoveTargets'> | null>;
  /** The activity grant report of a period; null also for a period the report route would refuse. */
  grantReport(period: { from: string; to: string }): Promise<TAnswer<'ZGrantReport'> | null>;
};

/** The person a page request's session names, and the reads made as them. */
export type TSsrViewer = { user: TAnswer<'ZLoginUser'>; reads: TSsrSignedInReads };

export type TSsrRenderInput = {
  /** The page's address as pageAddress gave it: only the query parameters the page reads. */
  url: string;
  language: TLanguage;
  association: TAssociation;
  loadCatalogs: (language: TLanguage, namespaces: string[]) => Promise<Record<string, TCatalogs>>;
  /** None: the page renders without data. */
  reads?: TSsrReads;
  /** A form sent without the app that the server refused: the page shows it again with its errors. */
  formPost?: TFormPostState;
  /** Given only for a signed-in page with a valid session; such a render is never kept. */
  viewer?: TSsrViewer;
};

/**
 * What a requested address renders: url keeps only the query parameters the page reads (any other
 * parameter renders the same page), group is the route's page key (the page cache bounds each
 * route's entries on its own); signedIn: a member's or the board's page, rendered with the data of
 * the session the request carries. null: no page has this path (the server redirects it to /).
 */
export type TSsrPageAddress = { url: string; group: string; signedIn: boolean } | null;

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
 * chunk hydration runs (the app and the page's own), dependencies first; eager: the frame of a member
 * or board page (no session to render it for), start at once; onArrival: a public page that does its
 * work when opened, or a member or board page rendered for its session, start after the first view.
 * Other public pages start at a person's first use.
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
      /**
       * false: the page's loader found nothing at this address (no such event, post or report) or
       * could not read its data; the server does not keep such a page.
       */
      keep: boolean;
      /** The address names nothing (no such event or post): answered 404, not to be indexed. */
      missing: boolean;
    };

export type TSsrModule = {
  pageAddress(url: string): TSsrPageAddress;
  render(input: TSsrRenderInput): Promise<TSsrRenderResult>;
};
