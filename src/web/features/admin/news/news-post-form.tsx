import { useRef } from 'react';
import { useForm } from '../../../lib/use-form.ts';
import { refusedTo } from '../action-outcome.tsx';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, type TLanguage } from '../../../../shared/languages.ts';
import { IMAGE_TYPES } from '../../../../shared/events.ts';
import {
  NEWS_LIMITS,
  type TNewsAdminPost,
  type TNewsPostValues,
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
import { useBoardEvents } from '../events/api/get-board-events.ts';
import { usePreviewNewsBody } from './api/preview-news-body.ts';
import { useUpdateNewsPost } from './api/update-news-post.ts';
import { fromLocalInput, NativeDateField, readAsDataUrl, toLocalInput } from './news-fields.tsx';
import { lazySchema } from '../../../lib/lazy-schema.ts';

const NEWS_POST_FIELDS_SCHEMA = lazySchema(
  () => import('../../../../shared/news.schema.ts'),
  (schemas) => schemas.ZNewsPostFields,
);

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
  errorText,
  onChange,
}: {
  language: TLanguage;
  text: Required<TNewsTextFields>;
  errorText: (path: string) => string | undefined;
  onChange: (text: Required<TNewsTextFields>) => void;
}) {
  const { t } = useTranslation('news');
  const preview = usePreviewNewsBody();
  const error = (field: string) => errorText(`texts.${language}.${field}`);
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

type TPostForm = {
  texts: TTexts;
  slug: string;
  publishAt: string;
  eventId: string;
  picture: File | null;
  removePicture: boolean;
};

function formOf(post: TNewsAdminPost | null): TPostForm {
  return {
    texts: textsOf(post),
    slug: post?.slug ?? '',
    publishAt: toLocalInput(post?.publishAt ?? new Date().toISOString()),
    eventId: post?.eventId ? String(post.eventId) : '',
    picture: null,
    removePicture: false,
  };
}

/** What the board is told once a post is saved: whether visitors see it, and from when. */
function savedText(values: TNewsPostValues): 'admin.done.draft' | 'admin.done.scheduled' | 'admin.done.published' {
  if (values.draft) return 'admin.done.draft';
  return Date.parse(values.publishAt) > Date.now() ? 'admin.done.scheduled' : 'admin.done.published';
}

/**
 * Writing a new post or changing one: three language tabs, picture, publishing time and event; the
 * board chooses with the button whether it is published or kept as a draft visitors do not see.
 */
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
  const events = useBoardEvents();
  // Which button sent the form; Enter in a field keeps the post's status (a new post stays a draft).
  const draft = useRef(post?.draft ?? true);
  const form = useForm({
    schema: NEWS_POST_FIELDS_SCHEMA,
    initial: () => formOf(post),
    prepare: async (values) => ({
      slug: values.slug,
      texts: values.texts,
      publishAt: fromLocalInput(values.publishAt),
      draft: draft.current,
      eventId: values.eventId ? Number(values.eventId) : null,
      picture: values.picture ? await readAsDataUrl(values.picture) : values.removePicture ? null : undefined,
    }),
    refused: refusedTo(onFailed),
    send: async (_values, data) => {
      if (post) await update.mutateAsync({ id: post.id, values: data });
      else await create.mutateAsync(data);
      onDone(t(savedText(data)));
    },
  });
  const { values } = form;

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
        const status = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value');
        if (status === 'draft' || status === 'publish') draft.current = status === 'draft';
        void form.submit(event);
      }}
    >
      <h2>{t(post ? 'admin.form.editHeading' : 'admin.form.newHeading')}</h2>
      {post && (
        <p className="admin-file-field__hint">
          {t('admin.form.currentStatus', {
            status: t(
              `admin.status.${post.draft ? 'draft' : Date.parse(post.publishAt) > Date.now() ? 'scheduled' : 'published'}`,
            ),
          })}
        </p>
      )}
      <Tabs
        label={t('admin.form.languages')}
        tabs={SUPPORTED_LANGUAGES.map((language) => ({
          id: language,
          label: t(`admin.form.language.${language}`),
          content: (
            <LanguageFields
              language={language}
              text={values.texts[language]}
              errorText={form.errorText}
              onChange={(text) => form.patch({ texts: { ...values.texts, [language]: text } })}
            />
          ),
        }))}
      />
      <TextInput
        label={t('admin.form.slug')}
        value={values.slug}
        onChange={form.change('slug')}
        maxLength={NEWS_LIMITS.slug}
        error={form.errorText('slug')}
      />
      <FileField
        label={t('admin.form.picture')}
        hint={IMAGE_TYPES.join(', ')}
        accept={IMAGE_TYPES.join(',')}
        onChange={form.change('picture')}
        error={form.errorText('picture')}
      />
      {post?.picture && (
        <Checkbox
          label={t('admin.form.removePicture')}
          checked={values.removePicture}
          onChange={(value) => form.change('removePicture')(value === 'true')}
        />
      )}
      <NativeDateField
        label={t('admin.form.publishAt')}
        type="datetime-local"
        value={values.publishAt}
        onChange={form.change('publishAt')}
        error={form.errorText('publishAt')}
      />
      <Dropdown
        label={t('admin.form.event')}
        options={eventOptions}
        value={values.eventId}
        onChange={form.change('eventId')}
      />
      <p className="admin-file-field__hint">{t('admin.form.publishHint')}</p>
      <div className="admin-news__actions">
        <Button type="submit" value="publish" busy={form.busy}>
          {t('admin.actions.publish')}
        </Button>
        <Button type="submit" value="draft" variant="secondary" busy={form.busy}>
          {t('admin.actions.saveDraft')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('admin.actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
