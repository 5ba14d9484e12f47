import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { eventImageUrl } from '../../../shared/events.ts';
import { toLanguage } from '../../../shared/languages.ts';
import type { TNewsSummary } from '../../../shared/news.schema.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { useNewsList } from './api/get-news-list.ts';
import { NewsLanguageNote } from './news-language-note.tsx';
import { pageFromParam, publishedDay } from './news-queries.ts';

const PICTURE_WIDTH = 640;
const PICTURE_HEIGHT = 360;

function NewsCard({ post, eager }: { post: TNewsSummary; eager: boolean }) {
  const { t, i18n } = useTranslation('news');
  const foreign = post.language !== toLanguage(i18n.language);
  return (
    <li className="news-card">
      {post.picture && (
        <img
          className="news-card__picture"
          src={eventImageUrl(post.picture, 'small')}
          alt={post.pictureAlt}
          width={PICTURE_WIDTH}
          height={PICTURE_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
        />
      )}
      <h2 className="news-card__title" lang={foreign ? post.language : undefined}>
        <Link to={`/news/${post.slug}`}>{post.title}</Link>
      </h2>
      <p className="news-card__date">{t('list.published', { date: publishedDay(post.publishAt) })}</p>
      <NewsLanguageNote language={post.language} />
      <p lang={foreign ? post.language : undefined}>{post.summary}</p>
    </li>
  );
}

function Pager({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useTranslation('news');
  if (pageCount <= 1) return null;
  const pathOf = (target: number) => (target === 1 ? '/news' : `/news/page/${target}`);
  return (
    <nav className="news-pager" aria-label={t('list.pager')}>
      {page > 1 && <Link to={pathOf(page - 1)}>{t('list.newer')}</Link>}
      <span>{t('list.page', { page, total: pageCount })}</span>
      {page < pageCount && <Link to={pathOf(page + 1)}>{t('list.older')}</Link>}
    </nav>
  );
}

/** /news and /news/page/{n}: the published news, newest first, ten to a page. */
export default function NewsListPage() {
  const { t, i18n } = useTranslation('news');
  const page = pageFromParam(useParams().page);
  const news = useNewsList(page);
  const ready = i18n.hasResourceBundle(i18n.language, 'news');
  return (
    <section className="page news-page">
      <PageTitle pageKey="news" />
      {!ready || !news.data ? (
        news.isError ? (
          <p>{t('post.notFound')}</p>
        ) : (
          <Loading />
        )
      ) : (
        <>
          {news.data.posts.length === 0 ? (
            <p className="news-empty">{t('list.empty')}</p>
          ) : (
            <ul className="news-list">
              {news.data.posts.map((post, index) => (
                <NewsCard key={post.slug} post={post} eager={index === 0} />
              ))}
            </ul>
          )}
          <Pager page={news.data.page} pageCount={news.data.pageCount} />
          <p className="news-feed-link">
            <a href={`/news.xml?lang=${toLanguage(i18n.language)}`} type="application/atom+xml">
              {t('list.feed')}
            </a>
          </p>
        </>
      )}
    </section>
  );
}
