/** Serial ids are int4: a larger number cannot exist, and PostgreSQL refuses it as a parameter. */
export const MAX_ROW_ID = 2_147_483_647;

/** An id from a path: digits only, within int4; anything else names no row (a 404, not a 400). */
export function parseRowId(value: string): number | null {
  if (!/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ROW_ID ? id : null;
}
