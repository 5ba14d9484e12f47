import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { verifyEmail } from '../../lib/session/accounts-api.ts';

/** /verify?oobCode=: confirms a new e-mail address, then shows the result on /members (SPEC section 4). */
export default function VerifyPage() {
  const { t, ready } = useTranslation('accounts');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('oobCode');
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !code) return;
    started.current = true;
    verifyEmail(code)
      .then(({ result }) => result)
      .catch(() => 'fail' as const)
      .then((result) => navigate(`/members?${result === 'pass' ? 'pass' : 'fail'}`, { replace: true }));
  }, [code, navigate]);

  return (
    <section className="page">
      <PageTitle pageKey="verify" />
      {!ready ? (
        <Loading />
      ) : code ? (
        <p role="status">{t('verify.verifying')}</p>
      ) : (
        <p className="notice notice--error">{t('verify.missingCode')}</p>
      )}
    </section>
  );
}
