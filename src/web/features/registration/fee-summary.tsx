import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADULT_AGE, ADULT_FEE_SEK, FREE_BELOW_AGE, KID_FEE_SEK } from '../../../shared/fees.ts';
import { familyFee } from './family-fee.ts';

/** The family's yearly fee as far as the personnummers typed so far tell, aged today. */
export function FeeSummary({ personnummers }: { personnummers: readonly string[] }) {
  const { t } = useTranslation('registration');
  // Today is read after hydration, never during render, so the server's HTML and the first render agree.
  const [today, setToday] = useState<Date | null>(null);
  useEffect(() => setToday(new Date()), []);
  const fee = today ? familyFee(personnummers, today) : null;

  return (
    <div className="registration-fee" aria-live="polite">
      {fee && (
        <>
          <h3 className="registration-fee__title">{t('fee.title')}</h3>
          <ul className="registration-fee__list">
            {fee.adults > 0 && <li>{t('fee.adults', { number: fee.adults, fee: ADULT_FEE_SEK })}</li>}
            {fee.kids > 0 && (
              <li>{t('fee.kids', { number: fee.kids, fee: KID_FEE_SEK, from: FREE_BELOW_AGE, to: ADULT_AGE - 1 })}</li>
            )}
            {fee.free > 0 && <li>{t('fee.free', { number: fee.free, age: FREE_BELOW_AGE })}</li>}
          </ul>
          <p className="registration-fee__total">{t('fee.total', { total: fee.totalSek })}</p>
        </>
      )}
    </div>
  );
}
