import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { useFormPostDone } from '../../lib/form-post.ts';
import { RegistrationForm } from './registration-form.tsx';

function RegistrationSuccess() {
  const { t } = useTranslation('registration');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone: bring them (and their screen reader) to the result.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="notice notice--success registration-success" role="status">
      <h2 ref={headingRef} className="registration-success__title" tabIndex={-1}>
        {t('success.title')}
      </h2>
      <p>{t('success.text')}</p>
    </div>
  );
}

/**
 * /memberregistration: the family's registration form, then the success screen (also at ?sent,
 * where a registration sent without the app lands).
 */
export default function RegistrationPage() {
  const [registeredHere, setRegistered] = useState(false);
  const registered = useFormPostDone() || registeredHere;
  return (
    <section className="page registration-page">
      <PageTitle pageKey="registration" />
      {registered ? <RegistrationSuccess /> : <RegistrationForm onRegistered={() => setRegistered(true)} />}
    </section>
  );
}
