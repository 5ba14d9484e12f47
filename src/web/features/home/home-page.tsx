import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { SitePageBody } from '../../components/site-page-body.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { useNewsHome } from './api/get-news-home.ts';
import { HomeBanner } from './home-banner.tsx';
import { HomeLatestNews } from './home-latest-news.tsx';
import { HomeSlider } from './home-slider.tsx';

export default function HomePage() {
  const { t, i18n } = useTranslation('home');
  // Whether this page's catalog is at hand (embedded by the server, or loaded after a client-side
  // navigation). Not useTranslation's `ready`: that also waits for i18next's first load, which in
  // the browser can still be running while the page hydrates, and would then not match the HTML.
  const ready = i18n.hasResourceBundle(i18n.language, 'home');
  const news = useNewsHome().data;

  return (
    <section className="page home">
      <HomeSlider />
      <PageTitle pageKey="home" />
      {!ready ? (
        <Loading />
      ) : (
        <>
          <HomeBanner banner={news?.banner} />
          {/* The introduction and the activities: the board's own text. */}
          <SitePageBody slug="home" className="home-intro" />

          <section className="home-section" aria-labelledby="home-news">
            <h2 id="home-news">{t('news.heading')}</h2>
            <ul className="home-news">
              <HomeLatestNews posts={news?.latest ?? []} />
              <li className="home-news__item">
                <Link to="/election2024">{t('news.election.link')}</Link>
                <p>{t('news.election.text')}</p>
              </li>
              <li className="home-news__item">
                <Link to="/diwali2024">{t('news.diwali.link')}</Link>
                <p>{t('news.diwali.text')}</p>
              </li>
            </ul>
            <p>
              <Link to="/news">{t('news:list.all')}</Link>
            </p>
          </section>

          <section className="home-section" aria-labelledby="home-join">
            <h2 id="home-join">{t('join.heading')}</h2>
            <p>{t('join.text')}</p>
            <p className="home-join__links">
              <Link className="button-link" to="/memberregistration">
                {t('join.register')}
              </Link>
              <Link to="/contactus">{t('join.contact')}</Link>
            </p>
          </section>
        </>
      )}
    </section>
  );
}
