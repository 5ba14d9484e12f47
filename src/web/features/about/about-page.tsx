import { PageTitle } from '../../components/page-title.tsx';
import { SitePageBody } from '../../components/site-page-body.tsx';

/** About us: the board's own text. */
export default function AboutPage() {
  return (
    <section className="page">
      <PageTitle pageKey="about" />
      <SitePageBody slug="about" />
    </section>
  );
}
