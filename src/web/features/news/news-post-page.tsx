import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { eventImageUrl } from '../../../shared/events.ts';
import { toLanguage } from '../../../shared/languages.ts';
import type { TNewsPost } from '../../../shared/news.schema.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { useAssociation } from '../../lib/association.tsx';
import { useFocusAfterNavigation } from '../../lib/navigation-focus.ts';
import { useNewsPost } from './api/get-news-post.ts';
import { NewsLanguageNote } from './news-language-note.tsx';
import { publishedDay } from './news-queries.ts';

function Post({ post }: { post: TNewsPost }) {
  const { t, i18n } = useTranslation('news');
  const association = useAssociation();
  const siteName = association.name[toLanguage(i18n.language)];
  const heading = useFocusAfterNavigation<HTMLHeadingElement>();
  const foreign = post.language !== toLanguage(i18n.language);
  useEffect(() => {
    document.title = `${post.title} | ${siteName}`;
  }, [post.title, siteName]);
  return (
    <article className="news-post" lang={foreign ? post.language : undefined}>
      <h1 ref={heading} className="page-title" tabIndex={-1}>
        {post.title}
      </h1>
      <p className="news-card__date" lang={i18n.language}>
        {t('list.published', { date: publishedDay(post.publishAt) })}
      </p>
      <div lang={i18n.language}>
        <NewsLanguageNote language={post.language} />
      </div>
      {post.picture && (
        <img
          className="news-post__picture"
          src={eventImageUrl(post.picture, 'small')}
          srcSet={`${eventImageUrl(post.picture, 'small')} 640w, ${eventImageUrl(post.picture)} 1920w`}
          sizes="(max-width: 48rem) 100vw, 48rem"
          alt={post.pictureAlt}
        />
      )}
      {/* Rendered on the server from the Markdown subset: escaped text, safe links, no raw HTML. */}
      <div className="news-post__body" dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
      <p className="news-post__links" lang={i18n.language}>
        {post.eventId !== null && <Link to={`/events/${post.eventId}`}>{t('post.event')}</Link>}
        <Link to="/news">{t('post.backToList')}</Link>
      </p>
    </article>
  );
}

/** /news/{slug}: one post; a made-up, draft or not yet published one is "not found", as events are. */
export default function NewsPostPage() {
  const { t, i18n } = useTranslation('news');
  const slug = useParams().slug ?? '';
  const post = useNewsPost(slug);
  const ready = i18n.hasResourceBundle(i18n.language, 'news');
  if (ready && post.data) {
    return (
      <section className="page news-page">
        <Post post={post.data} />
      </section>
    );
  }
  return (
    <section className="page news-page">
      <PageTitle pageKey="newsPost" />
      {!ready || post.isPending ? (
        <Loading />
      ) : (
        <p className="notice" role="status">
          {t('post.notFound')} <Link to="/news">{t('post.backToList')}</Link>
        </p>
      )}
    </section>
  );
}
