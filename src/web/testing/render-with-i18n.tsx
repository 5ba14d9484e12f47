import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import i18next from 'i18next';
import type { i18n as TI18n, Resource, ResourceLanguage } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import type { RenderOptions, RenderResult } from '@testing-library/react';

// import.meta.dirname rather than new URL(): under jsdom the global URL is jsdom's, which node:url rejects.
const LOCALES_DIR = path.resolve(import.meta.dirname, '../../../locales');

/**
 * Reads the catalogs at call time rather than importing them, so a namespace another team adds
 * (a new locales/<lng>/<ns>.json) is picked up without touching this helper.
 */
function readCatalogs(): { resources: Resource; namespaces: string[] } {
  const resources: Resource = {};
  const namespaces = new Set<string>();
  const languages = readdirSync(LOCALES_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  for (const language of languages) {
    const bundle: ResourceLanguage = {};
    for (const file of readdirSync(path.join(LOCALES_DIR, language.name))) {
      if (!file.endsWith('.json')) continue;
      const namespace = file.slice(0, -'.json'.length);
      const filePath = path.join(LOCALES_DIR, language.name, file);
      try {
        bundle[namespace] = JSON.parse(readFileSync(filePath, 'utf8')) as ResourceLanguage[string];
      } catch (error) {
        throw new Error(`Catalog ${filePath} is not valid JSON: ${String(error)}`, { cause: error });
      }
      namespaces.add(namespace);
    }
    resources[language.name] = bundle;
  }
  return { resources, namespaces: [...namespaces].sort() };
}

/**
 * A fresh i18next instance per call so a test that switches language cannot leak into another.
 * A key missing from the catalog is reported with console.warn, which the test setup turns into a
 * failure: otherwise a forgotten key would silently render as its own name.
 */
export function createTestI18n(language = 'en'): TI18n {
  const { resources, namespaces } = readCatalogs();
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    // No fallback: a test in Swedish must fail when the Swedish text is missing, not show English.
    fallbackLng: false,
    resources,
    ns: namespaces,
    defaultNS: namespaces.includes('common') ? 'common' : namespaces[0],
    // Resources are in memory: initialise synchronously so the first render already has the texts.
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => {
      console.warn(`i18n: missing key "${namespace}:${key}" for ${languages.join(', ')}`);
    },
  });
  return instance;
}

// Testing Library only unmounts by itself when test globals are on, and they are off here:
// without this, one test's screen would still be in the document during the next.
afterEach(cleanup);

export type TRenderWithI18nOptions = Omit<RenderOptions, 'wrapper' | 'queries'> & { language?: string };

/** Renders inside an I18nextProvider (also on rerender) and hands back the instance used. */
export function renderWithI18n(
  ui: ReactElement,
  { language = 'en', ...options }: TRenderWithI18nOptions = {},
): RenderResult & { i18n: TI18n } {
  const i18n = createTestI18n(language);
  const result = render(ui, {
    ...options,
    wrapper: ({ children }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>,
  });
  return { ...result, i18n };
}
