import { PageTitle } from '../../components/page-title.tsx';
import { SitePageBody } from '../../components/site-page-body.tsx';

/** The board election 2024: how to nominate yourself, the rules and the dates, as the board wrote them. */
export default function ElectionPage() {
  return (
    <article className="page election">
      <PageTitle pageKey="election" />
      <SitePageBody slug="election2024" className="election__body" />
    </article>
  );
}
