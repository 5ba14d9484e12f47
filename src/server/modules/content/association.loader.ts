import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ZAssociation, type TAssociation } from '../../../shared/association.ts';

export const ASSOCIATION_FILE = fileURLToPath(new URL('../../../../association.json', import.meta.url));

/** Read once at start: a broken file stops the start with a message naming the field, not a 500 later. */
export async function loadAssociation(file: string = ASSOCIATION_FILE): Promise<TAssociation> {
  const parsed = ZAssociation.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`${file} is not valid:\n  - ${problems.join('\n  - ')}`);
  }
  return parsed.data;
}
