import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useFormPostDone, useRefusedFormPost } from '../../lib/form-post.ts';
import { KnownPasswordForm, NEW_PASSWORD_FORM, NewPasswordForm, type TActivationPassword } from './activate-forms.tsx';
import { useActivateAccount } from './api/activate-account.ts';
import { useActivationPreview } from './api/get-activation-preview.ts';

type TResult = 'activated' | 'alreadyOrExpired' | 'notMember';

// The server's plain-text answers.
const ANSWERS: Record<string, TResult> = {
  'AccountActivated.': 'activated',
  'You account is activated already or the activation link Expired.': 'alreadyOrExpired',
  'Not a member.': 'notMember',
};

/**
 * /activateaccount?email=&code=: says which address the code activates (the server's answer, never
 * the link's text), then activates on a press with the password chosen at sign-up typed again, or
 * a new one chosen here. Never on opening: a mail scanner that follows the link activates nothing,
 * and a stranger's sign-up with someone's address sets no password the owner does not know.
 */
export default function ActivateAccountPage() {
  const { t, ready } = useTranslation('accounts');
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const code = params.get('code') ?? '';
  // The server's loader read the preview: the page shows the right form before the app is there.
  const preview = useActivationPreview(email, code, { enabled: hydrated && Boolean(email && code) });
  // Activated without the app: the server's success state, which carries no code.
  const activatedWithoutApp = useFormPostDone();
  // A new password the server refused: its form again, not the sign-up password's.
  const refusedNewPassword = useRefusedFormPost(NEW_PASSWORD_FORM) !== undefined;
  const [choosesNew, setChoosesNew] = useState(refusedNewPassword);
  const [result, setResult] = useState<TResult | null>(null);
  const activateAccount = useActivateAccount();

  async function activate(typed: TActivationPassword) {
    const answer = await activateAccount.mutateAsync({ email, code, ...typed });
    const known = ANSWERS[answer];
    if (!known) throw new Error(`Unexpected activation answer: ${answer}`);
    setResult(known);
  }

  const state = result ?? (activatedWithoutApp ? 'activated' : preview.data?.state);
  // The page's own address: its forms post here without the app.
  const action = `/activateaccount?${new URLSearchParams({ email, code }).toString()}`;
  let content;
  if (!ready) content = <Loading />;
  else if (state !== 'activated' && (!email || !code))
    content = <p className="notice notice--error">{t('activate.missingParameters')}</p>;
  else if (preview.isError) content = <p className="notice notice--error">{t('errors.generic')}</p>;
  else if (!state) content = <Loading />;
  else if (state === 'notMember') {
    content = (
      <p className="notice notice--error" role="alert">
        {t('activate.notMember')}
      </p>
    );
  } else if (state === 'ready' && preview.data?.state === 'ready') {
    const { hasSignupPassword } = preview.data;
    const newPassword = choosesNew || !hasSignupPassword;
    content = (
      <div className="notice">
        <p>{t('activate.confirm', { email: preview.data.email })}</p>
        <p>{t(newPassword ? 'activate.chooseIntro' : 'activate.typeIntro')}</p>
        {newPassword ? (
          <NewPasswordForm action={action} onActivate={activate} />
        ) : (
          <KnownPasswordForm action={action} onActivate={activate} />
        )}
        {hasSignupPassword && (
          <Button type="button" variant="secondary" onClick={() => setChoosesNew(!choosesNew)}>
            {t(choosesNew ? 'activate.useSignupPassword' : 'activate.chooseNew')}
          </Button>
        )}
        <p>{t('activate.notYou')}</p>
      </div>
    );
  } else {
    const activated = state === 'activated';
    content = (
      <div className={`notice ${activated ? 'notice--success' : 'notice--error'}`} role="status">
        <p>{t(activated ? 'activate.activated' : 'activate.alreadyOrExpired')}</p>
        <Link className="button-link" to="/memberlogin">
          {t('activate.signIn')}
        </Link>
      </div>
    );
  }

  return (
    <section className="page">
      <PageTitle pageKey="activateAccount" />
      {content}
    </section>
  );
}
