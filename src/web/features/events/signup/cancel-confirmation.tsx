import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CANCEL_PRESS } from '../../../../shared/cancel-question.ts';
import { FORM_PRESS_FIELD } from '../../../../shared/form-post.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Form } from '../../../components/ui/form.tsx';

type TCancelConfirmationProps = {
  /** The sign-up's page: Yes posts the cancel there, No goes back to it. */
  action: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
};

/**
 * The question before the whole family's booking is cancelled, in the page (the dialog's words):
 * what the cancel button leads to without the app, and what the app answers at that address.
 */
export function CancelConfirmation({ action, busy, error, onConfirm }: TCancelConfirmationProps) {
  const { t } = useTranslation('bookings');
  return (
    <Form
      className="signup-form"
      method="post"
      action={action}
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm();
      }}
      aria-labelledby="signup-cancel-heading"
      data-testid="signup-cancel-confirmation"
    >
      <h4 id="signup-cancel-heading">{t('booking.cancelConfirmTitle')}</h4>
      <p>{t('booking.cancelConfirmText')}</p>
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      <div className="signup-buttons">
        <Link className="ui-button ui-button--secondary" to={action} replace>
          {t('booking.no')}
        </Link>
        <Button type="submit" variant="danger" name={FORM_PRESS_FIELD} value={CANCEL_PRESS} busy={busy}>
          {t('booking.yes')}
        </Button>
      </div>
    </Form>
  );
}
