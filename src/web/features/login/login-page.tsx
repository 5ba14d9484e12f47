import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { useSession } from '../../lib/session/session-context.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginForm } from './login-form.tsx';
import { loginView, RETURN_PARAM, safeReturnPath } from './login-views.ts';
import { SignupForm } from './signup-form.tsx';

/** Each state's heading names what it does: signing up is not signing in. */
const PAGE_KEYS = { login: 'login', signup: 'signup', forgotpassword: 'forgotPassword' } as const;

/** /memberlogin: the login, signup and forgotpassword states. */
export default function LoginPage() {
  const { ready } = useTranslation('accounts');
  const [params] = useSearchParams();
  const { status } = useSession();
  const view = loginView(params);

  // A signed-in visitor has nothing to do here: on to where they were going, or their page.
  if (status === 'signedIn') return <Navigate to={safeReturnPath(params.get(RETURN_PARAM))} replace />;

  return (
    <section className="page accounts">
      <PageTitle pageKey={PAGE_KEYS[view]} />
      {!ready ? (
        <Loading />
      ) : view === 'signup' ? (
        <SignupForm />
      ) : view === 'forgotpassword' ? (
        <ForgotPasswordForm />
      ) : (
        <LoginForm />
      )}
    </section>
  );
}
