import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Popup } from '../../components/ui/popup.tsx';
import { setAppError } from '../../lib/app-error.ts';
import { useRequestClosure } from './api/request-closure.ts';

/**
 * Asking the board to close the account cannot be taken back from this page, so it stands in a
 * part of its own, apart from the everyday buttons, and asks once more, saying what will happen,
 * before anything is sent.
 */
export function ClosureRequest({
  requestedAt,
  onChanged,
}: {
  requestedAt: string | null;
  onChanged: () => Promise<void>;
}) {
  const { t } = useTranslation('mypage');
  const requestClosure = useRequestClosure();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function send() {
    setBusy(true);
    try {
      await requestClosure.mutateAsync();
      setAsking(false);
      await onChanged();
    } catch (error) {
      setAppError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="mypage-closure" className="mypage-closure" data-testid="closure-request">
      <h3 id="mypage-closure">{t('closure.heading')}</h3>
      {requestedAt ? (
        <p role="status">{t('closureRequested')}</p>
      ) : (
        <>
          <p>{t('closure.explain')}</p>
          <Button type="button" variant="danger" onClick={() => setAsking(true)}>
            {t('requestClosure')}
          </Button>
        </>
      )}
      <Popup open={asking} onClose={() => setAsking(false)} title={t('closure.confirmTitle')}>
        <p>{t('closure.confirmText')}</p>
        <div className="mypage-actions">
          <Button type="button" variant="danger" busy={busy} onClick={() => void send()}>
            {t('closure.confirm')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => setAsking(false)}>
            {t('closure.keep')}
          </Button>
        </div>
      </Popup>
    </section>
  );
}
