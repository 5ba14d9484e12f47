import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { serverRefusalText } from '../../lib/server-refusal.ts';

type TBookingLinkPageProps = {
  pageKey: string;
  text: string;
  button: string;
  busy: boolean;
  error: unknown;
  /** What the page says once the call has succeeded; null until then. */
  done: ReactNode;
  onPress: (token: string) => void;
};

/**
 * A page an e-mail link opens. Mail scanners follow links, so opening it changes nothing: only the
 * one button sends the token.
 */
export function BookingLinkPage({ pageKey, text, button, busy, error, done, onPress }: TBookingLinkPageProps) {
  const { t, ready } = useTranslation('bookings');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';

  let body;
  if (!ready) body = <Loading />;
  else if (token === '') body = <p className="notice notice--error">{t('confirm.missingToken')}</p>;
  else if (done)
    body = (
      <p className="notice" role="status">
        {done}
      </p>
    );
  else
    body = (
      <>
        <p>{text}</p>
        {error !== null && error !== undefined && (
          <p className="notice notice--error" role="alert">
            {serverRefusalText(t, error, 'form.failed')}
          </p>
        )}
        {/* Pressed before the app is there, the press is held and made once it is (entry-client.tsx). */}
        <Button type="button" busy={busy} onClick={() => onPress(token)}>
          {button}
        </Button>
      </>
    );

  return (
    <section className="page booking-link-page">
      <PageTitle pageKey={pageKey} />
      {body}
    </section>
  );
}
