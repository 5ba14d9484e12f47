import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { setAppError } from '../../lib/app-error.ts';
import { useSession } from '../../lib/session/session-context.tsx';
import { useLogoutEverywhere } from './api/logout-everywhere.ts';

/**
 * Ends every session of the member, on every device (a phone left somewhere, a shared computer):
 * their refresh cookies are revoked and every access token made before now is refused.
 */
export function LogoutEverywhereButton() {
  const { t } = useTranslation('mypage');
  const navigate = useNavigate();
  const { signOut } = useSession();
  const [busy, setBusy] = useState(false);
  const { mutateAsync: logoutEverywhere } = useLogoutEverywhere();

  async function logOut() {
    setBusy(true);
    try {
      await logoutEverywhere();
      await signOut();
      navigate('/', { replace: true });
    } catch (error) {
      setAppError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button type="button" variant="secondary" busy={busy} onClick={() => void logOut()}>
      {t('logoutEverywhere')}
    </Button>
  );
}
