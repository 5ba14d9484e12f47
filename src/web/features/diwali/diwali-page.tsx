import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { Loading } from '../../components/ui/loading.tsx';

/** The evening's programme in order (catalog diwali:programme.items). */
const PROGRAMME = ['lamps', 'dances', 'music', 'dinner'] as const;
const DETAILS = ['date', 'time', 'venue'] as const;

/** The static page of Diwali Celebration 2024, linked from the home page. */
export default function DiwaliPage() {
  const { t, i18n } = useTranslation('diwali');
  // Whether this page's catalog is at hand (embedded by the server, or loaded after a client-side
  // navigation). Not useTranslation's `ready`: that also waits for i18next's first load, which in
  // the browser can still be running while the page hydrates, and would then not match the HTML.
  const ready = i18n.hasResourceBundle(i18n.language, 'diwali');
  return (
    <article className="page diwali">
      <PageTitle pageKey="diwali" />
      {!ready ? (
        <Loading />
      ) : (
        <>
          <div className="diwali__intro">
            <p>{t('intro.p1')}</p>
            <p>{t('intro.p2')}</p>
          </div>

          <section aria-labelledby="diwali-details">
            <h2 id="diwali-details">{t('details.heading')}</h2>
            <dl className="diwali__details">
              {DETAILS.map((detail) => (
                <div key={detail} className="diwali__detail">
                  <dt>{t(`details.${detail}Label`)}</dt>
                  <dd>{t(`details.${detail}`)}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="diwali-programme">
            <h2 id="diwali-programme">{t('programme.heading')}</h2>
            <ol className="diwali__programme">
              {PROGRAMME.map((item) => (
                <li key={item}>{t(`programme.items.${item}`)}</li>
              ))}
            </ol>
          </section>

          <section aria-labelledby="diwali-fee">
            <h2 id="diwali-fee">{t('fee.heading')}</h2>
            <p>{t('fee.text')}</p>
          </section>

          <section aria-labelledby="diwali-sign-up">
            <h2 id="diwali-sign-up">{t('signUp.heading')}</h2>
            <p>{t('signUp.text')}</p>
            <p>
              <Link className="button-link" to="/contactus">
                {t('signUp.link')}
              </Link>
            </p>
          </section>

          <p className="diwali__note">{t('note')}</p>
        </>
      )}
    </article>
  );
}
