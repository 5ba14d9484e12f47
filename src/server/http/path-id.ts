import { parseRowId } from '../../shared/row-id.ts';

/**
 * The id of a row named in a path. One that cannot exist is the route's own 404 (`notFound`), the
 * same answer as an id of a row that does not exist, so a caller learns nothing from the difference.
 */
export function pathId(value: string, notFound: () => Error): number {
  const id = parseRowId(value);
  if (id === null) throw notFound();
  return id;
}
