import { useForm } from '../../../lib/use-form.ts';
import { refusedTo } from '../action-outcome.tsx';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, type TLanguage } from '../../../../shared/languages.ts';
import { NEWS_LIMITS, type TNewsAdminAnswer, type TNewsAdminBanner } from '../../../../shared/news.schema.ts';
import { FORM_PRESS_FIELD } from '../../../../shared/form-post.ts';
import {
  bannerOfForm,
  NEWS_BANNER_ACTION,
  NEWS_BANNER_FORM,
  TAKE_BANNER_DOWN,
  type TBannerForm,
  type TBannerKind,
  type TBannerTexts,
} from '../../../../shared/news-banner-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { useBoardEvents } from '../events/api/get-board-events.ts';
import { useClearBanner } from './api/clear-banner.ts';
import { useSetBanner } from './api/set-banner.ts';
import { NativeDateField } from './news-fields.tsx';
import { lazySchema } from '../../../lib/lazy-schema.ts';

const BANNER_FIELDS_SCHEMA = lazySchema(
  () => import('../../../../shared/news.schema.ts'),
  (schemas) => schemas.ZBannerFields,
);

/** What the form starts from: the current banner, or one for the post the board picked in the list. */
export type TBannerStart = { banner: TNewsAdminBanner | null; postId?: number };

function textsOf(banner: TNewsAdminBanner | null): TBannerTexts {
  const empty = { title: '', text: '' };
  return {
    ta: { ...empty, ...banner?.texts.ta },
    en: { ...empty, ...banner?.texts.en },
    sv: { ...empty, ...banner?.texts.sv },
  };
}

function textsOfPost(post: TNewsAdminAnswer['posts'][number]): TBannerTexts {
  return {
    ta: { title: post.texts.ta.title, text: '' },
    en: { title: post.texts.en?.title ?? '', text: '' },
    sv: { title: post.texts.sv?.title ?? '', text: '' },
  };
}

function formOf(start: TBannerStart, posts: TNewsAdminAnswer['posts']): TBannerForm {
  const target = start.postId ? { kind: 'post' as const, postId: start.postId } : start.banner?.target;
  // A banner for a post picked in the list starts from that post's titles, not the current banner's words.
  const picked = start.postId ? posts.find((post) => post.id === start.postId) : undefined;
  return {
    kind: target?.kind ?? 'post',
    postId: target?.kind === 'post' ? String(target.postId) : '',
    eventId: target?.kind === 'event' ? String(target.eventId) : '',
    path: target?.kind === 'path' ? target.path : '',
    texts: picked ? textsOfPost(picked) : textsOf(start.banner),
    endsOn: picked ? '' : (start.banner?.endsOn ?? ''),
  };
}

/** The home page's banner: what it links to (a post, an event or a page), its words and its last day. */
export function NewsBannerForm({
  start,
  posts,
  onDone,
  onFailed,
}: {
  start: TBannerStart;
  posts: TNewsAdminAnswer['posts'];
  onDone: (text: string) => void;
  onFailed: (error: unknown) => void;
}) {
  const { t } = useTranslation('news');
  const events = useBoardEvents();
  const set = useSetBanner();
  const clear = useClearBanner();
  const form = useForm({
    schema: BANNER_FIELDS_SCHEMA,
    initial: () => formOf(start, posts),
    prepare: bannerOfForm,
    postedAs: NEWS_BANNER_FORM,
    refused: refusedTo(onFailed),
    send: async (_values, banner) => {
      await set.mutateAsync(banner);
      onDone(t('admin.done.bannerSet'));
    },
  });
  const { values } = form;
  const { kind } = values;

  async function takeDown(event: MouseEvent) {
    // Without the app the button sends the form with its press, and the server takes the banner down.
    event.preventDefault();
    try {
      await clear.mutateAsync();
      onDone(t('admin.done.bannerCleared'));
    } catch (error) {
      onFailed(error);
    }
  }

  const changeText = (language: TLanguage, text: Partial<TBannerTexts[TLanguage]>) =>
    form.patch({ texts: { ...values.texts, [language]: { ...values.texts[language], ...text } } });
  const targetError = form.errorText('target') ?? form.errorText(`target.${kind}Id`) ?? form.errorText('target.path');
  return (
    <section className="admin-news__banner" aria-labelledby="admin-news-banner">
      <h2 id="admin-news-banner">{t('admin.banner.heading')}</h2>
      <p>
        {start.banner
          ? t('admin.banner.current', { href: start.banner.href, endsOn: start.banner.endsOn })
          : t('admin.banner.none')}
      </p>
      {/* Without the app the browser posts it to the content section, which answers as the app does. */}
      <Form method="post" action={NEWS_BANNER_ACTION} noValidate onSubmit={(event) => void form.submit(event)}>
        <Dropdown
          name="kind"
          label={t('admin.banner.target')}
          value={kind}
          onChange={(value) => form.change('kind')(value as TBannerKind)}
          error={form.errorText('target.kind')}
          options={[
            { value: 'post', label: t('admin.banner.targetPost') },
            { value: 'event', label: t('admin.banner.targetEvent') },
            { value: 'path', label: t('admin.banner.targetPath') },
          ]}
        />
        {kind === 'post' && (
          <Dropdown
            name="postId"
            label={t('admin.banner.post')}
            value={values.postId}
            onChange={form.change('postId')}
            mandatory
            error={targetError}
            options={posts.map((post) => ({ value: String(post.id), label: post.texts.ta.title }))}
          />
        )}
        {kind === 'event' && (
          <Dropdown
            name="eventId"
            label={t('admin.banner.event')}
            value={values.eventId}
            onChange={form.change('eventId')}
            mandatory
            error={targetError}
            options={(events.data ?? []).map((event) => ({ value: String(event.eventId), label: event.name }))}
          />
        )}
        {kind === 'path' && (
          <TextInput
            name="path"
            label={t('admin.banner.path')}
            value={values.path}
            onChange={form.change('path')}
            mandatory
            maxLength={NEWS_LIMITS.path}
            error={targetError}
          />
        )}
        {SUPPORTED_LANGUAGES.map((language) => (
          <fieldset key={language} className="admin-news__banner-language">
            <legend>{t(`admin.form.language.${language}`)}</legend>
            <TextInput
              name={`texts.${language}.title`}
              label={t('admin.banner.title')}
              value={values.texts[language].title}
              onChange={(title) => changeText(language, { title })}
              mandatory={language === 'ta'}
              maxLength={NEWS_LIMITS.bannerTitle}
              error={form.errorText(`texts.${language}.title`)}
            />
            <TextInput
              name={`texts.${language}.text`}
              label={t('admin.banner.text')}
              value={values.texts[language].text}
              onChange={(text) => changeText(language, { text })}
              maxLength={NEWS_LIMITS.bannerText}
              error={form.errorText(`texts.${language}.text`)}
            />
          </fieldset>
        ))}
        <NativeDateField
          name="endsOn"
          label={t('admin.banner.endsOn')}
          type="date"
          value={values.endsOn}
          onChange={form.change('endsOn')}
          error={form.errorText('endsOn')}
        />
        <div className="admin-news__actions">
          <Button type="submit" busy={form.busy}>
            {t('admin.banner.set')}
          </Button>
          {start.banner && (
            <Button
              type="submit"
              name={FORM_PRESS_FIELD}
              value={TAKE_BANNER_DOWN}
              variant="secondary"
              busy={clear.isPending}
              onClick={(event) => void takeDown(event)}
            >
              {t('admin.banner.clear')}
            </Button>
          )}
        </div>
      </Form>
    </section>
  );
}
