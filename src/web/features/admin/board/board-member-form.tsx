import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOARD_POSITIONS } from '../../../../shared/board.ts';
import {
  BOARD_MEMBER_LIMITS,
  type TBoardAdminMember,
  type TBoardMemberField,
} from '../../../../shared/board-member.schema.ts';
import { eventImageUrl, IMAGE_MAX_BYTES, IMAGE_TYPES } from '../../../../shared/events.ts';
import { financialYearOf } from '../../../../shared/financial-year.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorCode, fieldErrorKey } from '../../../lib/field-errors.ts';
import { useForm } from '../../../lib/use-form.ts';
import { OutcomeNotice, useOutcome } from '../action-outcome.tsx';
import { useCreateBoardMember } from './api/create-board-member.ts';
import { FileField } from '../file-field.tsx';
import { useUpdateBoardMember } from './api/update-board-member.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';

const BOARD_MEMBER_FIELDS_SCHEMA = lazySchema(
  () => import('../../../../shared/board-member.schema.ts'),
  (schemas) => schemas.ZBoardMemberFields,
);

type TFormState = Record<TBoardMemberField, string> & { portrait: File | null; removePortrait: boolean };
/** The portrait's own refusal (its type or size, checked before sending, or refused by the server). */
const PORTRAIT_REFUSED = 'portraitRefused';

const FIELDS: readonly TBoardMemberField[] = ['financialYear', 'nameEn', 'nameTa', 'position', 'sortOrder'];
const PICTURE_ERRORS = new Set(['image_too_large', 'unsupported_image', 'image_too_many_pixels', 'invalid_image']);
const PORTRAIT_ACCEPT = IMAGE_TYPES.join(',');

function initialState(member: TBoardAdminMember | null): TFormState {
  return {
    financialYear: String(member?.financialYear ?? financialYearOf(new Date())),
    nameEn: member?.nameEn ?? '',
    nameTa: member?.nameTa ?? '',
    position: member?.position ?? '',
    sortOrder: String(member?.sortOrder ?? 0),
    portrait: null,
    removePortrait: false,
  };
}

/** A preview of the chosen picture from an object URL: seen before anything is uploaded. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !(IMAGE_TYPES as readonly string[]).includes(file.type)) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

type TBoardMemberFormProps = {
  /** The member being changed; null adds a new one. */
  member: TBoardAdminMember | null;
  onSaved: (text: string) => void;
  onCancel: () => void;
};

/** The catalog text of an error key: the portrait's refusal is the board's own text. */
const boardErrorKey = (key: string) => (key === PORTRAIT_REFUSED ? 'admin:board.portraitRefused' : fieldErrorKey(key));

const portraitFits = (portrait: File | null) =>
  !portrait || ((IMAGE_TYPES as readonly string[]).includes(portrait.type) && portrait.size <= IMAGE_MAX_BYTES);

/** Add or change a board member, checked with the server's own schema before it is sent. */
export function BoardMemberForm({ member, onSaved, onCancel }: TBoardMemberFormProps) {
  const { t } = useTranslation('admin');
  const [fileKey, setFileKey] = useState(0);
  const create = useCreateBoardMember();
  const update = useUpdateBoardMember();
  const { outcome, refused } = useOutcome();
  const form = useForm({
    schema: BOARD_MEMBER_FIELDS_SCHEMA,
    initial: () => initialState(member),
    errorKey: boardErrorKey,
    refused: (error) => {
      const code = error instanceof ApiError ? errorCode(error) : undefined;
      if ((code && PICTURE_ERRORS.has(code)) || (error instanceof ApiError && error.status === 413)) {
        form.setErrors({ portrait: PORTRAIT_REFUSED });
        return true;
      }
      return refused(error);
    },
    send: async (values, fields) => {
      const { portrait } = values;
      if (!portraitFits(portrait)) {
        form.setErrors({ portrait: PORTRAIT_REFUSED });
        return;
      }
      const input = { fields, portrait, removePortrait: values.removePortrait && !portrait };
      const saved = member ? await update.mutateAsync({ id: member.id, ...input }) : await create.mutateAsync(input);
      form.patch(initialState(null));
      setFileKey((key) => key + 1);
      onSaved(t(member ? 'board.done.updated' : 'board.done.created', { name: saved.nameEn }));
    },
  });
  const state = form.values;
  const previewUrl = usePreviewUrl(state.portrait);
  const change = <TKey extends keyof TFormState & string>(key: TKey, value: TFormState[TKey]) =>
    form.change(key)(value);
  const errors = Object.fromEntries([...FIELDS, 'portrait'].map((field) => [field, form.errorText(field)])) as Partial<
    Record<TBoardMemberField | 'portrait', string>
  >;

  const currentPortrait = member?.portrait && !state.removePortrait ? eventImageUrl(member.portrait, 'small') : null;
  const shownPortrait = previewUrl ?? currentPortrait;
  return (
    <form className="admin-content-form" onSubmit={(event) => void form.submit(event)} noValidate>
      <h2 className="admin-content-form__title">{member ? t('board.editTitle') : t('board.addTitle')}</h2>
      <OutcomeNotice outcome={outcome} />
      <div className="admin-content-form__row">
        <TextInput
          label={t('board.fields.financialYear')}
          value={state.financialYear}
          onChange={(value) => change('financialYear', value)}
          inputMode="numeric"
          maxLength={4}
          mandatory
          error={errors.financialYear}
          autoComplete="off"
        />
        <Dropdown
          label={t('board.fields.position')}
          options={BOARD_POSITIONS.map((position) => ({ value: position, label: t(`board.positions.${position}`) }))}
          value={state.position}
          onChange={(value) => change('position', value)}
          mandatory
          error={errors.position}
        />
      </div>
      <div className="admin-content-form__row">
        <TextInput
          label={t('board.fields.nameEn')}
          value={state.nameEn}
          onChange={(value) => change('nameEn', value)}
          maxLength={BOARD_MEMBER_LIMITS.name}
          mandatory
          error={errors.nameEn}
          autoComplete="off"
        />
        <TextInput
          label={t('board.fields.nameTa')}
          value={state.nameTa}
          onChange={(value) => change('nameTa', value)}
          maxLength={BOARD_MEMBER_LIMITS.name}
          mandatory
          error={errors.nameTa}
          autoComplete="off"
        />
      </div>
      <TextInput
        label={t('board.fields.sortOrder')}
        value={state.sortOrder}
        onChange={(value) => change('sortOrder', value)}
        inputMode="numeric"
        maxLength={2}
        error={errors.sortOrder}
        autoComplete="off"
      />
      <FileField
        label={t('board.fields.portrait')}
        hint={t('board.portraitHint')}
        accept={PORTRAIT_ACCEPT}
        onChange={(file) => change('portrait', file)}
        error={errors.portrait}
        resetKey={fileKey}
      />
      {shownPortrait && (
        <img
          className="admin-content-form__portrait"
          src={shownPortrait}
          alt={t('board.portraitPreview')}
          width={96}
          height={96}
        />
      )}
      {member?.portrait && !state.portrait && (
        <Checkbox
          label={t('board.fields.removePortrait')}
          checked={state.removePortrait}
          onChange={(value) => change('removePortrait', value === 'true')}
        />
      )}
      <div className="admin-content-form__buttons">
        <Button type="submit" busy={form.busy}>
          {member ? t('board.save') : t('board.add')}
        </Button>
        {member && (
          <Button variant="secondary" onClick={onCancel}>
            {t('board.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
