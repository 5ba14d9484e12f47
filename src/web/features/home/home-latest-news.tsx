import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TNewsSummary } from '../../../shared/news.schema.ts';

/** The latest published posts, each with its summary; a note when one is not in the reader's language. */
export function HomeLatestNews({ posts }: { posts: TNewsSummary[] }) {
  const { t, i18n } = useTranslation('news');
  return (
    <>
      {posts.map((post) => {
        const foreign = post.language !== i18n.language ? post.language : undefined;
        return (
          <li key={post.slug} className="home-news__item">
            <Link to={`/news/${post.slug}`} lang={foreign}>
              {post.title}
            </Link>
            {foreign && <p className="news-language-note">{t(`fallbackNote.${post.language}`)}</p>}
            <p lang={foreign}>{post.summary}</p>
          </li>
        );
      })}
    </>
  );
}
