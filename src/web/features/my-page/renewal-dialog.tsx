import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { CopyRow } from '../../components/copy-row.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Popup } from '../../components/ui/popup.tsx';
import { useFinancialYearLabel } from '../../lib/financial-year-label.ts';
import type { TFamilyMember } from '../../../shared/profile.schema.ts';
import { alertLines } from './alert-lines.ts';
import { useRequestRenewalQr, type TRenewalQr } from './api/request-renewal-qr.ts';

type TRenewalDialogProps = {
  open: boolean;
  year: number;
  /** The family members who can still renew for this year. */
  members: readonly TFamilyMember[];
  onClose: () => void;
  onPaid: () => void;
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
function PaymentDetails({ qr, onPaid }: { qr: TRenewalQr; onPaid: () => void }) {
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
      <Button type="button" onClick={onPaid}>
        {t('renewal.paymentCompleted')}
      </Button>
    </div>
  );
}

/** Renewal: choose the family members, Proceed gets the Swish payment, paymentcompleted closes it. */
export function RenewalDialog({ open, year, members, onClose, onPaid }: TRenewalDialogProps) {
  const { t } = useTranslation('mypage');
  const fyLabel = useFinancialYearLabel();
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(members.map((member) => member.givenId)));
  const [qr, setQr] = useState<TRenewalQr | null>(null);
  const requestRenewalQr = useRequestRenewalQr();
  const [alert, setAlert] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
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
    <Popup open={open} onClose={close} title={t('renewal.title', { fy: fyLabel(year) })}>
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
          onPaid={() => {
            setQr(null);
            onPaid();
          }}
        />
      ) : (
        <div className="mypage-renewal-choose">
          <p>{t('renewal.choose')}</p>
          {members.map((member) => (
            <Checkbox
              key={member.givenId}
              name={`renew-${member.givenId}`}
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
          <Button type="button" busy={busy} disabled={picked.length === 0} onClick={() => void proceed()}>
            {t('renewal.proceed')}
          </Button>
        </div>
      )}
    </Popup>
  );
}
