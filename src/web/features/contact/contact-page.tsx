import { PageTitle } from '../../components/page-title.tsx';
import { ContactForm } from './contact-form.tsx';

/** /contactus: a visitor writes to the board. */
export default function ContactPage() {
  return (
    <section className="page">
      <PageTitle pageKey="contact" />
      <ContactForm />
    </section>
  );
}
