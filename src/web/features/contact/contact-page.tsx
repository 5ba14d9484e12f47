import { PageTitle } from '../../components/page-title.tsx';
import { ContactForm } from './contact-form.tsx';

/** /contactus: a visitor writes to the board (SPEC section 2). */
export default function ContactPage() {
  return (
    <section className="page">
      <PageTitle pageKey="contact" />
      <ContactForm />
    </section>
  );
}
