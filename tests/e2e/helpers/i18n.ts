import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Specs read the real catalogs so that they check what each language shows, not a copy that would
// drift from it; a missing key throws, so a gap in one language fails the test that needs it.
const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));

type TCatalog = { [key: string]: string | TCatalog };

const catalogs = new Map<string, TCatalog>();

/** `locales/<lng>/<ns>.json`, parsed once per worker. */
export function catalog(lng: string, ns: string): TCatalog {
  const cacheKey = `${lng}/${ns}`;
  let loaded = catalogs.get(cacheKey);
  if (!loaded) {
    const file = `${projectRoot}locales/${lng}/${ns}.json`;
    loaded = JSON.parse(readFileSync(file, 'utf8')) as TCatalog;
    catalogs.set(cacheKey, loaded);
  }
  return loaded;
}

/**
 * The text of `ns:dotted.key` in a language, with `{{name}}` placeholders filled from `values`,
 * as i18next would show it.
 */
export function t(lng: string, key: string, values: Record<string, string | number> = {}): string {
  const separator = key.indexOf(':');
  if (separator < 1) throw new Error(`t("${key}"): write the key as "namespace:dotted.key"`);
  const ns = key.slice(0, separator);
  const path = key.slice(separator + 1).split('.');
  let node: string | TCatalog | undefined = catalog(lng, ns);
  for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`locales/${lng}/${ns}.json has no text at "${path.join('.')}"`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

type TAssociation = {
  name: Record<string, string>;
  socialLinks: { name: string; url: string }[];
  copyrightYear: number;
  appVersion: string;
};

let association: TAssociation | undefined;

/** `association.json` at the project root: names, socials, copyright year, app version. */
export function readAssociation(): TAssociation {
  association ??= JSON.parse(readFileSync(`${projectRoot}association.json`, 'utf8')) as TAssociation;
  return association;
}

export function associationName(lng: string): string {
  const name = readAssociation().name[lng];
  if (!name) throw new Error(`association.json has no name.${lng}`);
  return name;
}
