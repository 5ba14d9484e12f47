import i18next, { type i18n as TI18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { SUPPORTED_LANGUAGES, type TLanguage } from '../../shared/languages.ts';
import { catalogBackend } from './catalog-backend.ts';

/** Namespaces every page needs; feature pages may add their own (loaded over HTTP on demand). */
export const BASE_NAMESPACES = ['common', 'ui', 'validation'] as const;

type TI18nOptions = {
  language: TLanguage;
  /** Catalogs already at hand (embedded by the server, or read from disk on the server). */
  resources: Resource;
  /** In the browser: fetch missing catalogs from /locales with retries. */
  loadOverHttp: boolean;
};

function namespacesOf(resources: Resource): string[] {
  const namespaces = new Set<string>(BASE_NAMESPACES);
  for (const catalogs of Object.values(resources))
    for (const namespace of Object.keys(catalogs)) namespaces.add(namespace);
  return [...namespaces];
}

export function createI18n({ language, resources, loadOverHttp }: TI18nOptions): TI18n {
  const instance = i18next.createInstance();
  if (loadOverHttp) instance.use(catalogBackend);
  instance.use(initReactI18next);
  void instance.init({
    lng: language,
    // Every catalog is complete in every language (a test checks), so no fallback catalogs are fetched.
    fallbackLng: false,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    // Every namespace at hand, not only the base ones: a change of language loads all of them in the
    // new language before it takes effect, so no text on the page shows as its catalog key meanwhile.
    ns: namespacesOf(resources),
    defaultNS: 'common',
    resources,
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // i18next retries a failed catalog load up to 5 times, waiting 350 ms and doubling each time.
    maxRetries: 5,
    retryTimeout: 350,
    react: { useSuspense: false },
    showSupportNotice: false,
  });
  return instance;
}
