import type { TBoardAdminMember, TBoardMemberFields } from '../../../shared/board-member.schema.ts';
import type { TExecutor } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { processImage, type TProcessedImage } from '../images/index.ts';
import type { TBoardForm } from './board-form.ts';
import { boardAdminMember, type TBoardContext } from './board.service.ts';

/** A board member as the form sent it: its fields checked by the shared schema, the portrait not yet. */
export type TBoardChange = { fields: TBoardMemberFields; portrait: TBoardForm['portrait'] };

export const memberNotFound = () => new HttpError(404, 'not_found', 'There is no such board member.');

async function answerOf({ repos }: TBoardContext, id: number, tx?: TExecutor): Promise<TBoardAdminMember> {
  const row = await repos.board.findById(id, tx);
  const member = row && boardAdminMember(row);
  if (!member) throw memberNotFound();
  return member;
}

// Checked before the transaction: a bad picture changes nothing, and decoding needs no database.
const imageOf = (change: TBoardChange) =>
  change.portrait.kind === 'replace' ? processImage(change.portrait.bytes) : Promise.resolve(undefined);

/** The new portrait's image id, null to remove it, undefined to keep it. */
async function portraitIdFor(
  { repos }: TBoardContext,
  portrait: TBoardForm['portrait'],
  image: TProcessedImage | undefined,
  tx: TExecutor,
): Promise<number | null | undefined> {
  if (portrait.kind === 'remove') return null;
  if (!image) return undefined;
  return (await repos.images.save(image, tx)).id;
}

/** Adds a member; audit-logged in the same transaction, the public board's cache cleared after the commit. */
export async function addBoardMember(context: TBoardContext, actorId: number, change: TBoardChange) {
  const { db, repos, cache } = context;
  const image = await imageOf(change);
  const member = await db.transaction(async (tx) => {
    const portraitId = (await portraitIdFor(context, change.portrait, image, tx)) ?? null;
    const id = await repos.board.insert({ ...change.fields, portraitId }, tx);
    await repos.audit.record({ actorId, action: 'board.create', target: `board:${id}`, details: change.fields }, tx);
    return answerOf(context, id, tx);
  });
  cache.invalidate();
  return member;
}

/** Changes a member's fields and, as the form asks, keeps, replaces or removes the portrait. Audit-logged. */
export async function changeBoardMember(context: TBoardContext, actorId: number, id: number, change: TBoardChange) {
  const { db, repos, cache } = context;
  const image = await imageOf(change);
  const member = await db.transaction(async (tx) => {
    const portraitId = await portraitIdFor(context, change.portrait, image, tx);
    const values = portraitId === undefined ? change.fields : { ...change.fields, portraitId };
    if (!(await repos.board.update(id, values, tx))) throw memberNotFound();
    const details = { ...change.fields, portrait: change.portrait.kind };
    await repos.audit.record({ actorId, action: 'board.update', target: `board:${id}`, details }, tx);
    return answerOf(context, id, tx);
  });
  cache.invalidate();
  return member;
}

export async function removeBoardMember({ db, repos, cache }: TBoardContext, actorId: number, id: number) {
  await db.transaction(async (tx) => {
    const row = await repos.board.findById(id, tx);
    if (!row || !(await repos.board.remove(id, tx))) throw memberNotFound();
    const { financialYear, nameEn, position } = row;
    await repos.audit.record(
      { actorId, action: 'board.delete', target: `board:${id}`, details: { financialYear, nameEn, position } },
      tx,
    );
  });
  cache.invalidate();
}
