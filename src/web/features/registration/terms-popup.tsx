import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Popup } from '../../components/ui/popup.tsx';
import { ADULT_AGE, ADULT_FEE_SEK, FREE_BELOW_AGE, KID_FEE_SEK } from '../../../shared/fees.ts';
import { TERMS_VERSION } from '../../../shared/registration.schema.ts';

type TTermsPopupProps = { open: boolean; onClose: () => void; onAccept: () => void };

/** The membership terms with the fee rules; Accept is the only way to tick the terms box. */
export function TermsPopup({ open, onClose, onAccept }: TTermsPopupProps) {
  const { t } = useTranslation('registration');
  const items = [
    t('terms.age'),
    t('terms.adultFee', { fee: ADULT_FEE_SEK }),
    t('terms.kidFee', { fee: KID_FEE_SEK, from: FREE_BELOW_AGE, to: ADULT_AGE - 1 }),
    t('terms.freeKids', { age: FREE_BELOW_AGE }),
    t('terms.payment'),
    t('terms.year'),
    t('terms.refund'),
    t('terms.approval'),
  ];
  return (
    <Popup open={open} onClose={onClose} title={t('terms.title')} className="registration-terms">
      <p>{t('terms.intro')}</p>
      <ul className="registration-terms__list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="registration-terms__version">{t('terms.version', { version: TERMS_VERSION })}</p>
      <div className="registration-terms__actions">
        <Button onClick={onAccept}>{t('terms.accept')}</Button>
      </div>
    </Popup>
  );
}
