import { useTranslation } from 'react-i18next';
import { localeOf, toLanguage, type TLanguage } from '../../../shared/languages.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { SitePageBody } from '../../components/site-page-body.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { useSitePage } from '../../lib/site-pages.ts';

/** A calendar day written out; the fixed zone makes the server and every browser write the same text. */
function formatDay(isoDate: string, language: TLanguage): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Stockholm',
  }).format(new Date(`${isoDate}T12:00:00Z`));
}

/** How the association handles personal data: the board's text, with the day it applies from. */
export default function PrivacyPolicyPage() {
  const { t, i18n } = useTranslation('privacy');
  // Whether this page's catalog is at hand (embedded by the server, or loaded after a client-side
  // navigation). Not useTranslation's `ready`: that also waits for i18next's first load, which in
  // the browser can still be running while the page hydrates, and would then not match the HTML.
  const ready = i18n.hasResourceBundle(i18n.language, 'privacy');
  const language = toLanguage(i18n.language);
  const effectiveDate = useSitePage('privacy', language).data?.effectiveDate;

  return (
    <article className="page policy">
      <PageTitle pageKey="privacy" />
      {!ready ? (
        <Loading />
      ) : (
        <>
          {effectiveDate && (
            <p className="policy__effective">{t('effectiveFrom', { date: formatDay(effectiveDate, language) })}</p>
          )}
          <SitePageBody slug="privacy" />
        </>
      )}
    </article>
  );
}
