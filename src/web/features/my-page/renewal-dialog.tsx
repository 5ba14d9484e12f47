import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { CopyRow } from '../../components/copy-row.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Form } from '../../components/ui/form.tsx';
import { Popup } from '../../components/ui/popup.tsx';
import { useFinancialYearLabel } from '../../lib/financial-year-label.ts';
import { useRefusedFormPost } from '../../lib/form-post.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import type { TFamilyMember } from '../../../shared/profile.schema.ts';
import {
  RENEWAL_ADDRESS,
  RENEWAL_FORM,
  RENEWAL_TICK_PREFIX,
  renewalPaymentQueryKey,
  type TRenewalPayment,
} from '../../../shared/renewal-payment.ts';
import { alertLines } from './alert-lines.ts';
import { useRequestRenewalQr } from './api/request-renewal-qr.ts';
import { OpenFormButton } from './edit-icon-button.tsx';

type TRenewalDialogProps = {
  open: boolean;
  year: number;
  /** The family members who can still renew for this year. */
  members: readonly TFamilyMember[];
  onClose: () => void;
  onPaid: () => void;
  /**
   * The page's address opened it (/mypage?edit=renewal): it stands in the page, where it works
   * without the app, instead of in a dialog; with `payment` (…&pay=0042A,0042B) the payment of the
   * renewal asked for already, which the server read for the page.
   */
  inPage?: { payment: string | null };
};

function PaymentRow({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('mypage');
  const texts = {
    copyLabel: t('renewal.copy', { what: label }),
    copy: t('renewal.copyShort'),
    copied: t('renewal.copied'),
  };
  return <CopyRow label={label} value={value} texts={texts} />;
}

/**
 * The payment: on the phone the page is open on, a link that opens Swish filled in; from another
 * device, the QR code; and the details as text to copy for anyone typing them in.
 */
function PaymentDetails({ qr, onPaid, inPage }: { qr: TRenewalPayment; onPaid: () => void; inPage: boolean }) {
  const { t } = useTranslation('mypage');
  return (
    <div className="mypage-qr">
      {qr.appLink && (
        <>
          <p>{t('payment.onThisPhone')}</p>
          <a className="button-link mypage-swish-link" href={qr.appLink}>
            {t('payment.openSwish')}
          </a>
        </>
      )}
      <p>{t('payment.otherDevice')}</p>
      <img src={qr.imageSrc} alt={t('renewal.qrAlt')} width={256} height={256} data-testid="swish-qr" />
      <dl className="copy-list">
        <PaymentRow label={t('renewal.payee')} value={qr.payee} />
        <PaymentRow label={t('renewal.amount')} value={qr.amount} />
        <PaymentRow label={t('renewal.message')} value={qr.message} />
      </dl>
      <p>{t('payment.afterPaying')}</p>
      {inPage ? (
        // Back to the page, which says the payment is waiting for the board.
        <OpenFormButton variant="primary" href="/mypage" onClick={onPaid}>
          {t('renewal.paymentCompleted')}
        </OpenFormButton>
      ) : (
        <Button type="button" onClick={onPaid}>
          {t('renewal.paymentCompleted')}
        </Button>
      )}
    </div>
  );
}

/** Where the renewal stands: in a dialog, or in the page at its own address, under its title. */
function RenewalFrame({
  inPage,
  open,
  title,
  onClose,
  children,
}: {
  inPage: boolean;
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const headingId = useId();
  if (!inPage) {
    return (
      <Popup open={open} onClose={onClose} title={title}>
        {children}
      </Popup>
    );
  }
  return (
    <section className="mypage-edit mypage-renewal" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * Renewal: choose the family members, Proceed gets the Swish payment, paymentcompleted closes it.
 * The chooser is a form that posts to its address, so it works without the app too: the server
 * records the renewal as the app's call does and shows the page with its payment.
 */
export function RenewalDialog({ open, year, members, onClose, onPaid, inPage }: TRenewalDialogProps) {
  const { t } = useTranslation('mypage');
  const fyLabel = useFinancialYearLabel();
  const queryClient = useQueryClient();
  const refused = useRefusedFormPost(RENEWAL_FORM);
  const [chosen, setChosen] = useState<Set<string>>(
    () =>
      new Set(
        members
          .map((member) => member.givenId)
          .filter((givenId) => !refused || refused.values[`${RENEWAL_TICK_PREFIX}${givenId}`] === 'true'),
      ),
  );
  const [qr, setQr] = useState<TRenewalPayment | null>(() =>
    inPage?.payment
      ? (queryClient.getQueryData<TRenewalPayment>(renewalPaymentQueryKey(inPage.payment)) ?? null)
      : null,
  );
  const requestRenewalQr = useRequestRenewalQr();
  const [alert, setAlert] = useState<string[]>(() =>
    refused?.refusal ? t([`serverErrors.${refused.refusal}`, 'renewal.failed'], { fy: fyLabel(year) }).split('\n') : [],
  );
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const picked = members.filter((member) => chosen.has(member.givenId));
  const total = picked.reduce((sum, member) => sum + (member.feeSek ?? 0), 0);

  const close = () => {
    setQr(null);
    setAlert([]);
    onClose();
  };

  const proceed = async () => {
    setBusy(true);
    setAlert([]);
    try {
      setQr(await requestRenewalQr.mutateAsync(picked.map((member) => member.givenId)));
    } catch (error) {
      setAlert(alertLines(t, error, 'renewal.failed', { fy: fyLabel(year) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <RenewalFrame
      inPage={inPage !== undefined}
      open={open}
      title={t('renewal.title', { fy: fyLabel(year) })}
      onClose={close}
    >
      {alert.length > 0 && (
        <div role="alert" className="mypage-alert">
          {alert.map((line, index) => (
            <p key={index}>{line}</p>
          ))}
        </div>
      )}
      {qr ? (
        <PaymentDetails
          qr={qr}
          inPage={inPage !== undefined}
          onPaid={() => {
            setQr(null);
            onPaid();
          }}
        />
      ) : (
        <Form
          className="mypage-renewal-choose"
          method="post"
          action={RENEWAL_ADDRESS}
          aria-label={t('renewal.title', { fy: fyLabel(year) })}
          onSubmit={(event) => {
            event.preventDefault();
            void proceed();
          }}
          noValidate
        >
          <p>{t('renewal.choose')}</p>
          {members.map((member) => (
            <Checkbox
              key={member.givenId}
              name={`${RENEWAL_TICK_PREFIX}${member.givenId}`}
              label={t('renewal.memberFee', {
                givenId: member.givenId,
                name: `${member.firstName} ${member.lastName}`,
                fee: member.feeSek ?? 0,
              })}
              checked={chosen.has(member.givenId)}
              onChange={(value) =>
                setChosen((current) => {
                  const next = new Set(current);
                  if (value === 'true') next.add(member.givenId);
                  else next.delete(member.givenId);
                  return next;
                })
              }
            />
          ))}
          <p className="mypage-total">{t('renewal.total', { total })}</p>
          {/* Without the app nothing would enable it again once a box is ticked: the server says why instead. */}
          <Button type="submit" busy={busy} disabled={hydrated && picked.length === 0}>
            {t('renewal.proceed')}
          </Button>
        </Form>
      )}
    </RenewalFrame>
  );
}
