import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BOARD_POSITIONS } from '../../../../shared/board.ts';
import {
  BOARD_MEMBER_LIMITS,
  ZBoardMemberFields,
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
import { actionErrorReason } from '../action-error.ts';
import { useCreateBoardMember } from './api/create-board-member.ts';
import { FileField } from '../file-field.tsx';
import { useUpdateBoardMember } from './api/update-board-member.ts';

type TFormState = Record<TBoardMemberField, string> & { portrait: File | null; removePortrait: boolean };
type TErrors = Partial<Record<TBoardMemberField | 'portrait' | 'form', string>>;

const FIELDS: readonly string[] = ['financialYear', 'nameEn', 'nameTa', 'position', 'sortOrder'];
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

/** Add or change a board member, checked with the server's own schema before it is sent. */
export function BoardMemberForm({ member, onSaved, onCancel }: TBoardMemberFormProps) {
  const { t, i18n } = useTranslation('admin');
  const { t: tv } = useTranslation('validation');
  const [state, setState] = useState<TFormState>(() => initialState(member));
  const [errors, setErrors] = useState<TErrors>({});
  const [fileKey, setFileKey] = useState(0);
  const create = useCreateBoardMember();
  const update = useUpdateBoardMember();
  const previewUrl = usePreviewUrl(state.portrait);
  const busy = create.isPending || update.isPending;

  function change<TKey extends keyof TFormState>(key: TKey, value: TFormState[TKey]) {
    setState((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined, form: undefined }));
  }

  function errorsOfAnswer(error: unknown): TErrors {
    const data = (error instanceof ApiError ? (error.data ?? {}) : {}) as {
      error?: string;
      fields?: Record<string, string>;
    };
    if ((data.error && PICTURE_ERRORS.has(data.error)) || (error instanceof ApiError && error.status === 413)) {
      return { portrait: t('board.portraitRefused') };
    }
    const fields = Object.entries(data.fields ?? {}).filter(([field]) => FIELDS.includes(field));
    if (fields.length > 0) return Object.fromEntries(fields.map(([field, key]) => [field, tv(key)]));
    const reason = actionErrorReason(error, i18n);
    return { form: reason ? t('failed', { reason }) : t('failedUnknown') };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = ZBoardMemberFields.safeParse(state);
    const found: TErrors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[issue.path[0] as TBoardMemberField] ??= tv(issue.message);
    }
    const { portrait } = state;
    if (portrait && (!(IMAGE_TYPES as readonly string[]).includes(portrait.type) || portrait.size > IMAGE_MAX_BYTES)) {
      found.portrait = t('board.portraitRefused');
    }
    setErrors(found);
    if (!parsed.success || found.portrait) return;
    const input = { fields: parsed.data, portrait, removePortrait: state.removePortrait && !portrait };
    try {
      const saved = member ? await update.mutateAsync({ id: member.id, ...input }) : await create.mutateAsync(input);
      setState(initialState(null));
      setFileKey((key) => key + 1);
      onSaved(t(member ? 'board.done.updated' : 'board.done.created', { name: saved.nameEn }));
    } catch (error) {
      setErrors(errorsOfAnswer(error));
    }
  }

  const currentPortrait = member?.portrait && !state.removePortrait ? eventImageUrl(member.portrait, 'small') : null;
  const shownPortrait = previewUrl ?? currentPortrait;
  return (
    <form className="admin-content-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="admin-content-form__title">{member ? t('board.editTitle') : t('board.addTitle')}</h2>
      {errors.form && (
        <p className="notice notice--error" role="alert">
          {errors.form}
        </p>
      )}
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
        <Button type="submit" busy={busy}>
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
