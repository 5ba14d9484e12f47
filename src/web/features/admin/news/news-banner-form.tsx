import { useState } from 'react';
import { fieldErrors } from '../../../lib/field-errors.ts';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, type TLanguage } from '../../../../shared/languages.ts';
import {
  NEWS_LIMITS,
  ZBannerFields,
  type TNewsAdminAnswer,
  type TNewsAdminBanner,
} from '../../../../shared/news.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { useClearBanner } from './api/clear-banner.ts';
import { useEventList } from './api/get-event-list.ts';
import { useSetBanner } from './api/set-banner.ts';
import { type TErrors } from '../field-errors.ts';
import { issuesOf, NativeDateField } from './news-fields.tsx';

type TKind = 'post' | 'event' | 'path';
type TBannerTexts = Record<TLanguage, { title: string; text: string }>;

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
  const events = useEventList();
  const set = useSetBanner();
  const clear = useClearBanner();
  const target = start.postId ? { kind: 'post' as const, postId: start.postId } : start.banner?.target;
  const [kind, setKind] = useState<TKind>(target?.kind ?? 'post');
  const [postId, setPostId] = useState(target?.kind === 'post' ? String(target.postId) : '');
  const [eventId, setEventId] = useState(target?.kind === 'event' ? String(target.eventId) : '');
  const [path, setPath] = useState(target?.kind === 'path' ? target.path : '');
  // A banner for a post picked in the list starts from that post's titles, not the current banner's words.
  const picked = start.postId ? posts.find((post) => post.id === start.postId) : undefined;
  const [texts, setTexts] = useState<TBannerTexts>(() => (picked ? textsOfPost(picked) : textsOf(start.banner)));
  const [endsOn, setEndsOn] = useState(picked ? '' : (start.banner?.endsOn ?? ''));
  const [errors, setErrors] = useState<TErrors>({});

  async function save() {
    const chosen =
      kind === 'post'
        ? { kind, postId: Number(postId) }
        : kind === 'event'
          ? { kind, eventId: Number(eventId) }
          : { kind, path };
    const parsed = ZBannerFields.safeParse({ target: chosen, texts, endsOn });
    setErrors(parsed.success ? {} : issuesOf(parsed.error));
    if (!parsed.success) return;
    try {
      await set.mutateAsync(parsed.data);
      onDone(t('admin.done.bannerSet'));
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields) setErrors(fields);
      else onFailed(error);
    }
  }

  async function takeDown() {
    try {
      await clear.mutateAsync();
      onDone(t('admin.done.bannerCleared'));
    } catch (error) {
      onFailed(error);
    }
  }

  const fieldError = (key: string) => (errors[key] ? t(`validation:${errors[key]}`) : undefined);
  const targetError = fieldError('target') ?? fieldError(`target.${kind}Id`) ?? fieldError('target.path');
  return (
    <section className="admin-news__banner" aria-labelledby="admin-news-banner">
      <h2 id="admin-news-banner">{t('admin.banner.heading')}</h2>
      <p>
        {start.banner
          ? t('admin.banner.current', { href: start.banner.href, endsOn: start.banner.endsOn })
          : t('admin.banner.none')}
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Dropdown
          label={t('admin.banner.target')}
          value={kind}
          onChange={(value) => setKind(value as TKind)}
          options={[
            { value: 'post', label: t('admin.banner.targetPost') },
            { value: 'event', label: t('admin.banner.targetEvent') },
            { value: 'path', label: t('admin.banner.targetPath') },
          ]}
        />
        {kind === 'post' && (
          <Dropdown
            label={t('admin.banner.post')}
            value={postId}
            onChange={setPostId}
            mandatory
            error={targetError}
            options={posts.map((post) => ({ value: String(post.id), label: post.texts.ta.title }))}
          />
        )}
        {kind === 'event' && (
          <Dropdown
            label={t('admin.banner.event')}
            value={eventId}
            onChange={setEventId}
            mandatory
            error={targetError}
            options={(events.data ?? []).map((event) => ({ value: String(event.eventId), label: event.name }))}
          />
        )}
        {kind === 'path' && (
          <TextInput
            label={t('admin.banner.path')}
            value={path}
            onChange={setPath}
            mandatory
            maxLength={NEWS_LIMITS.path}
            error={targetError}
          />
        )}
        {SUPPORTED_LANGUAGES.map((language) => (
          <fieldset key={language} className="admin-news__banner-language">
            <legend>{t(`admin.form.language.${language}`)}</legend>
            <TextInput
              label={t('admin.banner.title')}
              value={texts[language].title}
              onChange={(title) => setTexts((current) => ({ ...current, [language]: { ...current[language], title } }))}
              mandatory={language === 'ta'}
              maxLength={NEWS_LIMITS.bannerTitle}
              error={fieldError(`texts.${language}.title`)}
            />
            <TextInput
              label={t('admin.banner.text')}
              value={texts[language].text}
              onChange={(text) => setTexts((current) => ({ ...current, [language]: { ...current[language], text } }))}
              maxLength={NEWS_LIMITS.bannerText}
              error={fieldError(`texts.${language}.text`)}
            />
          </fieldset>
        ))}
        <NativeDateField
          label={t('admin.banner.endsOn')}
          type="date"
          value={endsOn}
          onChange={setEndsOn}
          error={fieldError('endsOn')}
        />
        <div className="admin-news__actions">
          <Button type="submit" busy={set.isPending}>
            {t('admin.banner.set')}
          </Button>
          {start.banner && (
            <Button variant="secondary" busy={clear.isPending} onClick={() => void takeDown()}>
              {t('admin.banner.clear')}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
