import { useState } from 'react';
import { fieldErrors } from '../../../lib/field-errors.ts';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, type TLanguage } from '../../../../shared/languages.ts';
import { IMAGE_TYPES } from '../../../../shared/events.ts';
import {
  NEWS_LIMITS,
  ZNewsPostFields,
  type TNewsAdminPost,
  type TNewsTextFields,
} from '../../../../shared/news.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { FileField } from '../file-field.tsx';
import { useCreateNewsPost } from './api/create-news-post.ts';
import { useEventList } from './api/get-event-list.ts';
import { usePreviewNewsBody } from './api/preview-news-body.ts';
import { useUpdateNewsPost } from './api/update-news-post.ts';
import { type TErrors } from '../field-errors.ts';
import { fromLocalInput, issuesOf, NativeDateField, readAsDataUrl, toLocalInput } from './news-fields.tsx';

type TTexts = Record<TLanguage, Required<TNewsTextFields>>;

const EMPTY_TEXT = { title: '', body: '', pictureAlt: '' };

function textsOf(post: TNewsAdminPost | null): TTexts {
  return {
    ta: { ...EMPTY_TEXT, ...post?.texts.ta },
    en: { ...EMPTY_TEXT, ...post?.texts.en },
    sv: { ...EMPTY_TEXT, ...post?.texts.sv },
  };
}

/** One language's title, body (with its preview) and picture description. */
function LanguageFields({
  language,
  text,
  errors,
  onChange,
}: {
  language: TLanguage;
  text: Required<TNewsTextFields>;
  errors: TErrors;
  onChange: (text: Required<TNewsTextFields>) => void;
}) {
  const { t } = useTranslation('news');
  const preview = usePreviewNewsBody();
  const error = (field: string) => {
    const key = errors[`texts.${language}.${field}`];
    return key ? t(`validation:${key}`) : undefined;
  };
  return (
    <div className="admin-news__language">
      <TextInput
        label={t('admin.form.title')}
        value={text.title}
        onChange={(title) => onChange({ ...text, title })}
        mandatory={language === 'ta'}
        maxLength={NEWS_LIMITS.title}
        error={error('title')}
      />
      <Textarea
        label={t('admin.form.body')}
        value={text.body}
        onChange={(body) => onChange({ ...text, body })}
        mandatory={language === 'ta'}
        rows={8}
        maxLength={NEWS_LIMITS.body}
        error={error('body')}
      />
      <p className="admin-file-field__hint">{t('admin.form.bodyHint')}</p>
      <TextInput
        label={t('admin.form.pictureAlt')}
        value={text.pictureAlt}
        onChange={(pictureAlt) => onChange({ ...text, pictureAlt })}
        maxLength={NEWS_LIMITS.alt}
        error={error('pictureAlt')}
      />
      <Button variant="secondary" busy={preview.isPending} onClick={() => preview.mutate(text.body)}>
        {t('admin.actions.preview')}
      </Button>
      {preview.data && (
        <section className="admin-news__preview" aria-label={t('admin.form.previewHeading')}>
          {preview.data.html ? (
            // The server's renderer made it: escaped text, safe links, no raw HTML.
            <div dangerouslySetInnerHTML={{ __html: preview.data.html }} />
          ) : (
            <p>{t('admin.form.previewEmpty')}</p>
          )}
        </section>
      )}
    </div>
  );
}

/** Writing a new post or changing one: three language tabs, picture, publishing time, draft and event. */
export function NewsPostForm({
  post,
  onDone,
  onFailed,
  onCancel,
}: {
  post: TNewsAdminPost | null;
  onDone: (text: string) => void;
  onFailed: (error: unknown) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('news');
  const create = useCreateNewsPost();
  const update = useUpdateNewsPost();
  const events = useEventList();
  const [texts, setTexts] = useState<TTexts>(() => textsOf(post));
  const [slug, setSlug] = useState(post?.slug ?? '');
  const [publishAt, setPublishAt] = useState(() => toLocalInput(post?.publishAt ?? new Date().toISOString()));
  const [draft, setDraft] = useState(post?.draft ?? true);
  const [eventId, setEventId] = useState(post?.eventId ? String(post.eventId) : '');
  const [picture, setPicture] = useState<File | null>(null);
  const [removePicture, setRemovePicture] = useState(false);
  const [errors, setErrors] = useState<TErrors>({});

  async function save() {
    const parsed = ZNewsPostFields.safeParse({
      slug,
      texts,
      publishAt: fromLocalInput(publishAt),
      draft,
      eventId: eventId ? Number(eventId) : null,
      picture: picture ? await readAsDataUrl(picture) : removePicture ? null : undefined,
    });
    setErrors(parsed.success ? {} : issuesOf(parsed.error));
    if (!parsed.success) return;
    try {
      if (post) await update.mutateAsync({ id: post.id, values: parsed.data });
      else await create.mutateAsync(parsed.data);
      onDone(t(post ? 'admin.done.updated' : 'admin.done.created'));
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields) setErrors(fields);
      else onFailed(error);
    }
  }

  const fieldError = (path: string) => (errors[path] ? t(`validation:${errors[path]}`) : undefined);
  const eventOptions = [
    { value: '', label: t('admin.form.noEvent') },
    ...(events.data ?? []).map((event) => ({
      value: String(event.eventId),
      label: `${event.name} (${event.startDate})`,
    })),
  ];
  return (
    <form
      className="admin-news__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2>{t(post ? 'admin.form.editHeading' : 'admin.form.newHeading')}</h2>
      <Tabs
        label={t('admin.form.languages')}
        tabs={SUPPORTED_LANGUAGES.map((language) => ({
          id: language,
          label: t(`admin.form.language.${language}`),
          content: (
            <LanguageFields
              language={language}
              text={texts[language]}
              errors={errors}
              onChange={(text) => setTexts((current) => ({ ...current, [language]: text }))}
            />
          ),
        }))}
      />
      <TextInput
        label={t('admin.form.slug')}
        value={slug}
        onChange={setSlug}
        maxLength={NEWS_LIMITS.slug}
        error={fieldError('slug')}
      />
      <FileField
        label={t('admin.form.picture')}
        hint={IMAGE_TYPES.join(', ')}
        accept={IMAGE_TYPES.join(',')}
        onChange={setPicture}
        error={fieldError('picture')}
      />
      {post?.picture && (
        <Checkbox
          label={t('admin.form.removePicture')}
          checked={removePicture}
          onChange={(value) => setRemovePicture(value === 'true')}
        />
      )}
      <NativeDateField
        label={t('admin.form.publishAt')}
        type="datetime-local"
        value={publishAt}
        onChange={setPublishAt}
        error={fieldError('publishAt')}
      />
      <Checkbox label={t('admin.form.draft')} checked={draft} onChange={(value) => setDraft(value === 'true')} />
      <Dropdown label={t('admin.form.event')} options={eventOptions} value={eventId} onChange={setEventId} />
      <div className="admin-news__actions">
        <Button type="submit" busy={create.isPending || update.isPending}>
          {t('admin.actions.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('admin.actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
