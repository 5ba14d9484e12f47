import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { grantPeriodProblems } from '../../../../shared/grant-period.ts';
import { halfYearPeriod, type TGrantPeriod } from '../../../../shared/grant-period.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';

const YEARS_BACK = 5;
type THalf = '1' | '2' | 'custom';

/** The half-year a report is due for: the last one that has ended. */
export function lastEndedHalf(today: Date): { year: number; half: 1 | 2 } {
  return today.getMonth() < 6 ? { year: today.getFullYear() - 1, half: 2 } : { year: today.getFullYear(), half: 1 };
}

/** The period's choice: a calendar half-year of a year, or any two days. */
export function GrantReportPeriod({ onChoose }: { onChoose: (period: TGrantPeriod) => void }) {
  const { t } = useTranslation('admin');
  const [today] = useState(() => new Date());
  const initial = lastEndedHalf(today);
  const [year, setYear] = useState(String(initial.year));
  const [half, setHalf] = useState<THalf>(String(initial.half) as THalf);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | undefined>();
  const years = Array.from({ length: YEARS_BACK + 1 }, (_, index) => String(today.getFullYear() - index));

  const chooseHalf = (nextYear: string, nextHalf: THalf) => {
    setYear(nextYear);
    setHalf(nextHalf);
    setError(undefined);
    if (nextHalf !== 'custom') onChoose(halfYearPeriod(Number(nextYear), nextHalf === '1' ? 1 : 2));
  };
  const showCustom = () => {
    const period = { from: from.trim(), to: to.trim() };
    const [problem] = grantPeriodProblems(period);
    if (problem) {
      setError(t(`grantReport.periodErrors.${problem.key}`));
      return;
    }
    setError(undefined);
    onChoose(period);
  };

  return (
    <div className="grant-report__controls">
      <Dropdown
        label={t('grantReport.half')}
        value={half}
        alwaysChosen
        options={[
          { value: '1', label: t('grantReport.halves.first') },
          { value: '2', label: t('grantReport.halves.second') },
          { value: 'custom', label: t('grantReport.halves.custom') },
        ]}
        onChange={(value) => chooseHalf(year, value as THalf)}
      />
      {half !== 'custom' ? (
        <Dropdown
          label={t('grantReport.year')}
          value={year}
          alwaysChosen
          options={years.map((value) => ({ value, label: value }))}
          onChange={(value) => chooseHalf(value, half)}
        />
      ) : (
        <>
          <TextInput
            label={t('grantReport.from')}
            value={from}
            onChange={setFrom}
            placeholder={t('grantReport.datePlaceholder')}
            autoComplete="off"
          />
          <TextInput
            label={t('grantReport.to')}
            value={to}
            onChange={setTo}
            placeholder={t('grantReport.datePlaceholder')}
            error={error}
            autoComplete="off"
          />
          <Button onClick={showCustom}>{t('grantReport.show')}</Button>
        </>
      )}
    </div>
  );
}
