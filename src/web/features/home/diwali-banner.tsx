import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDiwaliBannerShown } from './use-diwali-banner.ts';

/** The upcoming-event banner for Diwali Celebration 2024, until 2024-11-10. */
export function DiwaliBanner() {
  const { t } = useTranslation('home');
  const shown = useDiwaliBannerShown();
  if (!shown) return null;
  return (
    <section className="home-banner" aria-labelledby="home-banner-title" data-testid="diwali-banner">
      <p className="home-banner__label">{t('banner.label')}</p>
      <h2 id="home-banner-title" className="home-banner__title">
        {t('common:pages.diwali.title')}
      </h2>
      <p className="home-banner__when">{t('banner.when')}</p>
      <Link className="button-link home-banner__link" to="/diwali2024">
        {t('banner.link')}
      </Link>
    </section>
  );
}
