import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SUPPORTED_LANGUAGES, type TLanguage } from '../../shared/languages.ts';
import type { TCatalogs } from '../../shared/ssr-contract.ts';

export const LOCALES_DIR = path.resolve(import.meta.dirname, '../../../locales');
const NAMESPACE_PATTERN = /^[a-z][a-zA-Z0-9-]*$/;

export function isNamespaceName(value: string): boolean {
  return NAMESPACE_PATTERN.test(value);
}

/** Reads catalogs from locales/ once and keeps them: they change only with a new release. */
export function createCatalogStore() {
  const cache = new Map<string, Promise<Record<string, unknown>>>();

  function load(language: TLanguage, namespace: string) {
    const key = `${language}/${namespace}`;
    let entry = cache.get(key);
    if (!entry) {
      entry = readFile(path.join(LOCALES_DIR, language, `${namespace}.json`), 'utf8')
        .then((text) => JSON.parse(text) as Record<string, unknown>)
        .catch(() => ({}));
      cache.set(key, entry);
    }
    return entry;
  }

  return {
    async forLanguage(language: TLanguage, namespaces: string[]): Promise<Record<string, TCatalogs>> {
      const entries = await Promise.all(
        namespaces
          .filter(isNamespaceName)
          .map(async (namespace) => [namespace, await load(language, namespace)] as const),
      );
      return { [language]: Object.fromEntries(entries) };
    },
    supportedLanguages: SUPPORTED_LANGUAGES,
  };
}
