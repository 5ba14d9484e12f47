import { useTranslation } from 'react-i18next';
import type { TGrantActivity, TGrantReport, TGroupCounts } from '../../../../shared/grant-report.schema.ts';
import { toLanguage } from '../../../../shared/languages.ts';

/** A wide table that scrolls sideways on a phone; a focusable region, so a keyboard can scroll it too. */
function Scroll({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grant-report__scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

function GroupTable({ rows, caption }: { rows: TGroupCounts; caption: string }) {
  const { t } = useTranslation('admin');
  return (
    <Scroll label={caption}>
      <table className="grant-report__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('grantReport.ageGroup')}</th>
            <th scope="col">{t('grantReport.female')}</th>
            <th scope="col">{t('grantReport.male')}</th>
            <th scope="col">{t('grantReport.genderUnknown')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.ageGroup}>
              <th scope="row">{row.ageGroup === 'other' ? t('grantReport.otherAges') : row.ageGroup}</th>
              <td>{row.female}</td>
              <td>{row.male}</td>
              <td>{row.unknown}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

function ActivitySection({ activity }: { activity: TGrantActivity }) {
  const { t, i18n } = useTranslation('admin');
  const name = activity.name[toLanguage(i18n.language)];
  return (
    <section className="grant-report__activity" aria-label={name}>
      <h3>{name}</h3>
      <p>
        {t('grantReport.activitySummary', {
          sessions: activity.countedSessions,
          times: activity.participantTimes,
        })}
      </p>
      <Scroll label={t('grantReport.sessionsOf', { name })}>
        <table className="grant-report__table">
          <caption>{t('grantReport.sessionsOf', { name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('grantReport.columns.date')}</th>
              <th scope="col">{t('grantReport.columns.time')}</th>
              <th scope="col">{t('grantReport.columns.leader')}</th>
              <th scope="col">{t('grantReport.columns.counts')}</th>
              <th scope="col">{t('grantReport.columns.participants')}</th>
            </tr>
          </thead>
          <tbody>
            {activity.sessions.map((session) => (
              <tr key={session.id}>
                <th scope="row">{session.day}</th>
                <td>
                  {t('grantReport.time', { start: session.startTime, end: session.endTime, minutes: session.minutes })}
                </td>
                <td>{session.leader ?? t('grantReport.noLeader')}</td>
                <td>
                  {session.counts
                    ? t('grantReport.countsYes', { number: session.counted })
                    : session.reasons.map((reason) => t(`grantReport.sessionReasons.${reason}`)).join('; ')}
                </td>
                <td>
                  <ul className="grant-report__people">
                    {session.participants.map((person, index) => (
                      <li key={index}>
                        {person.name}
                        {person.age !== null && ` (${person.age})`}
                        {person.guest && ` · ${t('grantReport.guest')}`}
                        {person.status !== 'counts' && ` · ${t(`grantReport.participantStatus.${person.status}`)}`}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
      <GroupTable rows={activity.byAgeGroup} caption={t('grantReport.countedByGroupOf', { name })} />
      <div className="grant-report__signature">
        <p>{t('grantReport.leaders', { names: activity.leaders.join(', ') || '–' })}</p>
        <p className="grant-report__line">{t('grantReport.signature')}</p>
        <p className="grant-report__line">{t('grantReport.nameClarification')}</p>
      </div>
    </section>
  );
}

/** The report as the board reads it on screen and prints it on A4 for the municipality. */
export function GrantReportView({ report }: { report: TGrantReport }) {
  const { t, i18n } = useTranslation('admin');
  const { rules, totals, members } = report;
  return (
    <article className="grant-report__sheet" aria-label={t('grantReport.title')}>
      <header className="grant-report__head">
        <h2>{report.association.name[toLanguage(i18n.language)]}</h2>
        <p>{t('grantReport.organisationNumber', { number: report.association.organisationNumber })}</p>
        <p>{t('grantReport.period', report.period)}</p>
        <p>{t('grantReport.rules', { ...rules })}</p>
      </header>
      <dl className="grant-report__totals">
        <dt>{t('grantReport.totals.countedSessions')}</dt>
        <dd>{totals.countedSessions}</dd>
        <dt>{t('grantReport.totals.sessionsNotCounted')}</dt>
        <dd>{totals.sessionsNotCounted}</dd>
        <dt>{t('grantReport.totals.participantTimes')}</dt>
        <dd>{totals.participantTimes}</dd>
      </dl>
      <GroupTable rows={totals.byAgeGroup} caption={t('grantReport.countedByGroup')} />
      {report.activities.length === 0 ? (
        <p>{t('grantReport.noSessions')}</p>
      ) : (
        report.activities.map((activity) => <ActivitySection key={activity.id} activity={activity} />)
      )}
      <section className="grant-report__members" aria-label={t('grantReport.members.title', { day: members.on })}>
        <h3>{t('grantReport.members.title', { day: members.on })}</h3>
        <p>{t('grantReport.members.inBand', { min: rules.minAge, max: rules.maxAge, number: members.inBand })}</p>
        <GroupTable rows={members.byAgeGroup} caption={t('grantReport.members.byGroup')} />
        <Scroll label={t('grantReport.members.byTown')}>
          <table className="grant-report__table">
            <caption>{t('grantReport.members.byTown')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('grantReport.members.town')}</th>
                <th scope="col">{t('grantReport.members.count')}</th>
              </tr>
            </thead>
            <tbody>
              {members.byCity.map((row) => (
                <tr key={row.city ?? ''}>
                  <th scope="row">{row.city ?? t('grantReport.members.noTown')}</th>
                  <td>{row.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
      </section>
    </article>
  );
}
