import { PageTitle } from '../../components/page-title.tsx';

export default function AboutPage() {
  return (
    <section className="page">
      <PageTitle pageKey="about" />
    </section>
  );
}
