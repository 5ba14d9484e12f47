import type { TBoardMemberFields } from '../../../../shared/board-member.schema.ts';

/** What the board member form sends: the checked fields and what becomes of the portrait. */
export type TBoardMemberInput = {
  fields: TBoardMemberFields;
  /** A new portrait; null keeps the current one (or none). */
  portrait: File | null;
  removePortrait: boolean;
};

export function boardMemberFormData({ fields, portrait, removePortrait }: TBoardMemberInput): FormData {
  const form = new FormData();
  form.append('financialYear', String(fields.financialYear));
  form.append('nameEn', fields.nameEn);
  form.append('nameTa', fields.nameTa);
  form.append('position', fields.position);
  form.append('sortOrder', String(fields.sortOrder));
  if (removePortrait) form.append('removePortrait', 'true');
  if (portrait) form.append('portrait', portrait, portrait.name);
  return form;
}
