import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../shared/languages.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { useAssociation, usePostalAddress } from '../../lib/association.tsx';

// The parts of each section, in the order they are read (keys of catalog privacy.json).
const DATA_KINDS = ['members', 'membership', 'events', 'contact', 'signIn', 'visits'] as const;
const PURPOSES = ['membership', 'fees', 'events', 'personnummer', 'contact', 'security', 'analytics'] as const;
const RETENTION = ['membership', 'bookkeeping', 'comments', 'contact', 'logs', 'visits'] as const;
const ACCESS = ['board', 'personnummer', 'members', 'processors'] as const;
const RIGHTS = ['access', 'portability', 'correction', 'erasure', 'restriction', 'objection', 'consent'] as const;
const COOKIE_KINDS = ['essential', 'analytical'] as const;

const IMY_URL = 'https://www.imy.se/';

/** How the association handles personal data. */
export default function PrivacyPolicyPage() {
  const { t, i18n } = useTranslation('privacy');
  // Whether this page's catalog is at hand (embedded by the server, or loaded after a client-side
  // navigation). Not useTranslation's `ready`: that also waits for i18next's first load, which in
  // the browser can still be running while the page hydrates, and would then not match the HTML.
  const ready = i18n.hasResourceBundle(i18n.language, 'privacy');
  const association = useAssociation();
  const postalAddress = usePostalAddress();
  const name = association.name[toLanguage(i18n.language)];

  return (
    <article className="page policy">
      <PageTitle pageKey="privacy" />
      {!ready ? (
        <Loading />
      ) : (
        <>
          <p>{t('intro.p1', { name })}</p>
          <p className="policy__effective">{t('intro.effective')}</p>

          <section aria-labelledby="privacy-controller">
            <h2 id="privacy-controller">{t('controller.heading')}</h2>
            <p>{t('controller.text')}</p>
            <dl className="policy__contacts">
              <dt>{t('controller.name')}</dt>
              <dd>{name}</dd>
              <dt>{t('controller.organisationNumber')}</dt>
              <dd>{association.organisationNumber}</dd>
              <dt>{t('controller.address')}</dt>
              <dd>{postalAddress}</dd>
              <dt>{t('controller.email')}</dt>
              <dd>
                <a href={`mailto:${association.email}`}>{association.email}</a>
              </dd>
            </dl>
          </section>

          <section aria-labelledby="privacy-data">
            <h2 id="privacy-data">{t('data.heading')}</h2>
            {DATA_KINDS.map((kind) => (
              <div key={kind} className="policy__part">
                <h3>{t(`data.${kind}.heading`)}</h3>
                <p>{t(`data.${kind}.text`)}</p>
              </div>
            ))}
          </section>

          <section aria-labelledby="privacy-purposes">
            <h2 id="privacy-purposes">{t('purposes.heading')}</h2>
            <p>{t('purposes.text')}</p>
            {PURPOSES.map((purpose) => (
              <div key={purpose} className="policy__part">
                <h3>{t(`purposes.${purpose}.heading`)}</h3>
                <p>{t(`purposes.${purpose}.text`)}</p>
              </div>
            ))}
          </section>

          <section aria-labelledby="privacy-retention">
            <h2 id="privacy-retention">{t('retention.heading')}</h2>
            <ul>
              {RETENTION.map((item) => (
                <li key={item}>{t(`retention.items.${item}`)}</li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="privacy-access">
            <h2 id="privacy-access">{t('access.heading')}</h2>
            <ul>
              {ACCESS.map((item) => (
                <li key={item}>{t(`access.items.${item}`)}</li>
              ))}
            </ul>
            <p>{t('access.noSelling')}</p>
            <p>{t('access.eu')}</p>
          </section>

          <section aria-labelledby="privacy-rights">
            <h2 id="privacy-rights">{t('rights.heading')}</h2>
            <p>{t('rights.text')}</p>
            <ul>
              {RIGHTS.map((right) => (
                <li key={right}>{t(`rights.items.${right}`)}</li>
              ))}
            </ul>
            <p>{t('rights.how')}</p>
            <p>
              {t('controller.email')}: <a href={`mailto:${association.email}`}>{association.email}</a>
            </p>
            <p>
              {t('rights.complaint')} <a href={IMY_URL}>{t('rights.imyLink')}</a>
            </p>
          </section>

          <section aria-labelledby="privacy-cookies">
            <h2 id="privacy-cookies">{t('cookies.heading')}</h2>
            <p>{t('cookies.text')}</p>
            {COOKIE_KINDS.map((kind) => (
              <div key={kind} className="policy__part">
                <h3>{t(`cookies.${kind}.heading`)}</h3>
                <p>{t(`cookies.${kind}.text`)}</p>
              </div>
            ))}
            <p>{t('cookies.change')}</p>
          </section>

          <section aria-labelledby="privacy-changes">
            <h2 id="privacy-changes">{t('changes.heading')}</h2>
            <p>{t('changes.text')}</p>
          </section>
        </>
      )}
    </article>
  );
}
