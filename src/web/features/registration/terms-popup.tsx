import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Popup } from '../../components/ui/popup.tsx';
import { ADULT_AGE, ADULT_FEE_SEK, FREE_BELOW_AGE, KID_FEE_SEK } from '../../../shared/fees.ts';
import { TERMS_VERSION } from '../../../shared/registration-terms.ts';

/** Where the terms box's label leads without the app: the terms written out in the page. */
export const TERMS_TEXT_ID = 'registration-terms-text';

/** The membership terms with the fee rules, as the popup and the page without the app show them. */
function TermsText() {
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
    <>
      <p>{t('terms.intro')}</p>
      <ul className="registration-terms__list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="registration-terms__version">{t('terms.version', { version: TERMS_VERSION })}</p>
    </>
  );
}

type TTermsPopupProps = { open: boolean; onClose: () => void; onAccept: () => void };

/** The terms in a dialog; with the app, its Accept button is the only way to tick the terms box. */
export function TermsPopup({ open, onClose, onAccept }: TTermsPopupProps) {
  const { t } = useTranslation('registration');
  return (
    <Popup open={open} onClose={onClose} title={t('terms.title')} className="registration-terms">
      <TermsText />
      <div className="registration-terms__actions">
        <Button onClick={onAccept}>{t('terms.accept')}</Button>
      </div>
    </Popup>
  );
}

/**
 * The terms written out for a browser without scripts, where no dialog opens: the box is ticked by
 * itself there. With scripts the browser shows none of it (the dialog does the work).
 */
export function TermsWithoutScripts() {
  const { t } = useTranslation('registration');
  return (
    <noscript>
      <section id={TERMS_TEXT_ID} className="registration-terms registration-terms--in-page">
        <h3 className="registration__legend">{t('terms.title')}</h3>
        <TermsText />
      </section>
    </noscript>
  );
}
