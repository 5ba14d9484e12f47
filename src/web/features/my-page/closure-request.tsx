import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox, type TCheckboxValue } from '../../components/ui/checkbox.tsx';
import { Form } from '../../components/ui/form.tsx';
import { Popup } from '../../components/ui/popup.tsx';
import { setAppError } from '../../lib/app-error.ts';
import { useForm } from '../../lib/use-form.ts';
import { useRequestClosure } from './api/request-closure.ts';
import { OpenFormButton } from './edit-icon-button.tsx';
import { CLOSURE_CONFIRMATION_SCHEMA } from './profile-schemas.ts';

/** The page's address with the confirmation open; the form posts there without the app. */
const CLOSURE_ADDRESS = '/mypage?edit=closure';
const CLOSURE_FORM = 'edit-closure';

type TClosureProps = {
  requestedAt: string | null;
  onChanged: () => Promise<void>;
  /** The page's address opened the confirmation (/mypage?edit=closure): it stands in the page. */
  opened?: boolean;
};

/**
 * The confirmation at its own address: the page's answer without the app (the dialog needs the app),
 * so the confirmation is a box that must be ticked, sent with the same service as the app's call.
 */
function ClosureForm({ send, onKeep }: { send: () => Promise<void>; onKeep: () => void }) {
  const { t } = useTranslation('mypage');
  const { values, change, errorText, busy, submit } = useForm({
    schema: CLOSURE_CONFIRMATION_SCHEMA,
    initial: { confirmed: '' as TCheckboxValue },
    postedAs: CLOSURE_FORM,
    send,
  });
  return (
    <Form
      className="mypage-edit"
      aria-label={t('closure.confirmTitle')}
      method="post"
      action={CLOSURE_ADDRESS}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <p>{t('closure.confirmText')}</p>
      <Checkbox
        name="confirmed"
        label={t('closure.confirmBox')}
        checked={values.confirmed}
        onChange={change('confirmed')}
        error={errorText('confirmed')}
        mandatory
      />
      <div className="mypage-actions">
        <Button type="submit" variant="danger" busy={busy}>
          {t('closure.confirm')}
        </Button>
        <OpenFormButton href="/mypage" onClick={onKeep}>
          {t('closure.keep')}
        </OpenFormButton>
      </div>
    </Form>
  );
}

/**
 * Asking the board to close the account cannot be taken back from this page, so it stands in a
 * part of its own, apart from the everyday buttons, and asks once more, saying what will happen,
 * before anything is sent.
 */
export function ClosureRequest({ requestedAt, onChanged, opened = false }: TClosureProps) {
  const { t } = useTranslation('mypage');
  const requestClosure = useRequestClosure();
  const [asking, setAsking] = useState(false);
  const [confirming, setConfirming] = useState(opened);
  const [busy, setBusy] = useState(false);

  async function request() {
    await requestClosure.mutateAsync();
    setAsking(false);
    setConfirming(false);
    await onChanged();
  }

  async function sendFromDialog() {
    setBusy(true);
    try {
      await request();
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
      ) : confirming ? (
        <ClosureForm send={request} onKeep={() => setConfirming(false)} />
      ) : (
        <>
          <p>{t('closure.explain')}</p>
          <OpenFormButton variant="danger" href={CLOSURE_ADDRESS} onClick={() => setAsking(true)}>
            {t('requestClosure')}
          </OpenFormButton>
        </>
      )}
      <Popup open={asking} onClose={() => setAsking(false)} title={t('closure.confirmTitle')}>
        <p>{t('closure.confirmText')}</p>
        <div className="mypage-actions">
          <Button type="button" variant="danger" busy={busy} onClick={() => void sendFromDialog()}>
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
