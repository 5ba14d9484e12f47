import { PageTitle } from '../../components/page-title.tsx';
import { SitePageBody } from '../../components/site-page-body.tsx';

/** The Diwali Celebration 2024 page, linked from the home page: the board's own text. */
export default function DiwaliPage() {
  return (
    <article className="page diwali">
      <PageTitle pageKey="diwali" />
      <SitePageBody slug="diwali2024" className="diwali__body" />
    </article>
  );
}
