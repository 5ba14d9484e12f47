import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toLanguage } from '../../../shared/languages.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { useAssociation } from '../../lib/association.tsx';
import {
  ELECTION_DATES,
  WITHDRAWAL_TOO_LATE_FROM,
  formatElectionDate,
  type TElectionDateKey,
} from './election-dates.ts';

const DATE_ORDER: TElectionDateKey[] = ['opens', 'closes', 'withdrawal', 'election'];

/** The board positions, in the order the nomination text lists them (catalog election:positions.items). */
const POSITIONS = [
  'president',
  'secretary',
  'treasurer',
  'jointSecretary',
  'culturalSecretary',
  'sportsSecretary',
  'culturalAndSportsSecretary',
  'relationshipSecretary',
] as const;

/** The election rules, in their order (catalog election:rules.items). */
const RULES = ['selfOnly', 'membership', 'withdrawal', 'age', 'contested', 'unopposed', 'none'] as const;

/** The board election 2024: how to nominate yourself, the rules and the dates */
export default function ElectionPage() {
  const { t, i18n } = useTranslation('election');
  // Whether this page's catalog is at hand (embedded by the server, or loaded after a client-side
  // navigation). Not useTranslation's `ready`: that also waits for i18next's first load, which in
  // the browser can still be running while the page hydrates, and would then not match the HTML.
  const ready = i18n.hasResourceBundle(i18n.language, 'election');
  const association = useAssociation();
  const language = toLanguage(i18n.language);
  const day = (isoDate: string) => formatElectionDate(isoDate, language);
  const mailto = `mailto:${association.email}?subject=${encodeURIComponent(t('nomination.subject'))}`;

  return (
    <article className="page election">
      <PageTitle pageKey="election" />
      {!ready ? (
        <Loading />
      ) : (
        <>
          <p>{t('intro.p1')}</p>
          <p>{t('intro.p2')}</p>

          <section aria-labelledby="election-dates">
            <h2 id="election-dates">{t('dates.heading')}</h2>
            <dl className="election__dates">
              {DATE_ORDER.map((key) => (
                <div key={key} className="election__date">
                  <dt>{t(`dates.${key}`)}</dt>
                  <dd>
                    <time dateTime={ELECTION_DATES[key]}>
                      {formatElectionDate(ELECTION_DATES[key], language, true)}
                    </time>
                  </dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="election-positions">
            <h2 id="election-positions">{t('positions.heading')}</h2>
            <p>{t('positions.text')}</p>
            <ul className="election__positions">
              {POSITIONS.map((position) => (
                <li key={position}>{t(`positions.items.${position}`)}</li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="election-nomination">
            <h2 id="election-nomination">{t('nomination.heading')}</h2>
            <p>{t('nomination.text', { opens: day(ELECTION_DATES.opens), closes: day(ELECTION_DATES.closes) })}</p>
            <dl className="election__form">
              <div>
                <dt>{t('nomination.nomineeLabel')}</dt>
                <dd>{t('nomination.nominee')}</dd>
              </div>
              <div>
                <dt>{t('nomination.positionLabel')}</dt>
                <dd>{t('nomination.position')}</dd>
              </div>
            </dl>
            <p>
              {t('nomination.sendTo')} <a href={mailto}>{association.email}</a>
            </p>
          </section>

          <section aria-labelledby="election-rules">
            <h2 id="election-rules">{t('rules.heading')}</h2>
            <ol className="election__rules">
              {RULES.map((rule) => (
                <li key={rule}>{t(`rules.items.${rule}`, { date: day(WITHDRAWAL_TOO_LATE_FROM) })}</li>
              ))}
            </ol>
          </section>

          <p>
            {t('questions.text')} <Link to="/contactus">{t('questions.link')}</Link>
          </p>
        </>
      )}
    </article>
  );
}
