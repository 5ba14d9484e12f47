import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../src/shared/languages.ts';
import { ROUTES } from '../../src/web/app/routes.ts';
import { MENU_ENTRIES } from '../../src/web/app/layout/menu-entries.ts';

const LOCALES = path.resolve(import.meta.dirname, '../../locales');

type TCatalog = Record<string, unknown>;

function flatKeys(catalog: TCatalog, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    value && typeof value === 'object' ? flatKeys(value as TCatalog, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function readCatalog(language: string, namespace: string): TCatalog {
  return JSON.parse(readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8')) as TCatalog;
}

function lookup(catalog: TCatalog, dottedKey: string): unknown {
  return dottedKey.split('.').reduce<unknown>((node, part) => (node as TCatalog | undefined)?.[part], catalog);
}

const namespaces = [
  ...new Set(SUPPORTED_LANGUAGES.flatMap((language) => readdirSync(path.join(LOCALES, language)))),
].map((file) => file.replace(/\.json$/, ''));

describe('language catalogs', () => {
  it.each(namespaces)('namespace "%s" exists in every language with the same keys', (namespace) => {
    const [reference, ...others] = SUPPORTED_LANGUAGES.map((language) => ({
      language,
      keys: flatKeys(readCatalog(language, namespace)).sort(),
    }));
    for (const other of others) {
      expect({ language: other.language, keys: other.keys }).toEqual({
        language: other.language,
        keys: reference!.keys,
      });
    }
  });

  it.each(namespaces)('namespace "%s" has no empty text and keeps every {{placeholder}}', (namespace) => {
    const english = readCatalog('en', namespace);
    for (const language of SUPPORTED_LANGUAGES) {
      const catalog = readCatalog(language, namespace);
      for (const key of flatKeys(english)) {
        const text = lookup(catalog, key);
        expect(typeof text === 'string' && text.trim().length > 0, `${language}:${namespace}:${key}`).toBe(true);
        const placeholders = (String(lookup(english, key)).match(/\{\{\w+\}\}/g) ?? []).sort();
        expect((String(text).match(/\{\{\w+\}\}/g) ?? []).sort(), `${language}:${namespace}:${key}`).toEqual(
          placeholders,
        );
      }
    }
  });

  // i18next picks `key_one`, `key_other` (and the language's other forms) by {{count}}; a plain key
  // with a count reads "1 guests" or "för 1 personer". A count that is no count of things (page 2 of
  // 5) is named otherwise ({{total}}).
  it.each(namespaces)('namespace "%s" gives every {{count}} text its plural forms', (namespace) => {
    for (const language of SUPPORTED_LANGUAGES) {
      const catalog = readCatalog(language, namespace);
      const keys = flatKeys(catalog);
      const counted = keys.filter((key) => String(lookup(catalog, key)).includes('{{count}}'));
      const withoutForms = counted.filter((key) => !/_(zero|one|two|few|many|other)$/.test(key));
      expect(withoutForms, `${language}:${namespace}`).toEqual([]);
      const stems = new Set(counted.map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')));
      const incomplete = [...stems].filter((stem) => !keys.includes(`${stem}_one`) || !keys.includes(`${stem}_other`));
      expect(incomplete, `${language}:${namespace}`).toEqual([]);
    }
  });

  it('names every page and menu entry in every language', () => {
    const needed = [
      ...ROUTES.flatMap((route) => [`pages.${route.pageKey}.title`, `pages.${route.pageKey}.description`]),
      ...MENU_ENTRIES.flatMap((entry) => [
        `menu.${entry.labelKey}`,
        ...(entry.children ?? []).map((child) => `menu.${child.labelKey}`),
      ]),
    ];
    for (const language of SUPPORTED_LANGUAGES) {
      const common = readCatalog(language, 'common');
      const missing = needed.filter((key) => typeof lookup(common, key) !== 'string');
      expect(missing, language).toEqual([]);
    }
  });
});
