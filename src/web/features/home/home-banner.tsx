import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TNewsBanner } from '../../../shared/news.schema.ts';

/** The upcoming-event banner the board set (a post, an event or a page of the site), until its last day. */
export function HomeBanner({ banner }: { banner: TNewsBanner | null | undefined }) {
  const { t, i18n } = useTranslation('home');
  if (!banner) return null;
  const foreign = banner.language !== i18n.language ? banner.language : undefined;
  return (
    <section className="home-banner" aria-labelledby="home-banner-title" data-testid="home-banner">
      <p className="home-banner__label">{t('banner.label')}</p>
      <h2 id="home-banner-title" className="home-banner__title" lang={foreign}>
        {banner.title}
      </h2>
      {banner.text && (
        <p className="home-banner__when" lang={foreign}>
          {banner.text}
        </p>
      )}
      <Link className="button-link home-banner__link" to={banner.href}>
        {t('banner.link')}
      </Link>
    </section>
  );
}
