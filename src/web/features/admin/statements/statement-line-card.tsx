import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OTHER_CATEGORIES, type TStatementLine } from '../../../../shared/statements.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { kronor } from './kronor.ts';

type TProps = {
  line: TStatementLine;
  busy: boolean;
  onConfirm: (line: TStatementLine) => void;
  onAssignFamily: (line: TStatementLine, familyNumber: string) => void;
  onCategory: (line: TStatementLine, category: (typeof OTHER_CATEGORIES)[number]) => void;
  onUndo: (line: TStatementLine) => void;
};

/** One statement line: what it says, what it matched and why, and what the board can do with it. */
export function StatementLineCard({ line, busy, onConfirm, onAssignFamily, onCategory, onUndo }: TProps) {
  const { t, i18n } = useTranslation('statements');
  const [familyNumber, setFamilyNumber] = useState('');
  const [category, setCategory] = useState('');
  const money = (ore: number) => kronor(ore, i18n.language);
  const open = line.status === 'open';
  const owed = line.targets.reduce((total, target) => total + target.owedOre, 0);

  function assign(event: FormEvent) {
    event.preventDefault();
    if (/^\d{1,4}$/.test(familyNumber.trim())) onAssignFamily(line, familyNumber.trim());
  }
  function categorise(event: FormEvent) {
    event.preventDefault();
    const chosen = OTHER_CATEGORIES.find((value) => value === category);
    if (chosen) onCategory(line, chosen);
  }

  const badge = open ? line.certainty : 'confirmed';
  return (
    <li className={`statements__line statements__line--${badge}`} data-line-id={line.id}>
      <div className="statements__line-head">
        <span className="statements__amount">{money(line.amountOre)}</span>
        <span className="statements__date">{line.bookedOn}</span>
        <span className={`statements__badge statements__badge--${badge}`}>{t(`certainty.${badge}`)}</span>
      </div>
      <p className="statements__text">
        <span className="statements__message">{line.text || t('lines.noText')}</span>
        {line.payer && <span className="statements__payer"> · {line.payer}</span>}
      </p>
      {open && <p className="statements__reason">{t(`reason.${line.reason}`)}</p>}
      {line.payment && line.payment !== 'exact' && (
        <p className="statements__payment">{t(`payment.${line.payment}`, { owed: money(owed) })}</p>
      )}
      {!open && line.category && <p className="statements__reason">{t(`categories.${line.category}`)}</p>}
      {line.targets.length > 0 && (
        <ul className="statements__targets">
          {line.targets.map((target) => (
            <li key={`${target.familyNumber}-${target.bookingId ?? 'r'}`}>
              {target.familyNumber
                ? t('lines.family', { number: target.familyNumber, name: target.familyName })
                : target.familyName}
              {target.givenIds.length > 0 && ` · ${target.givenIds.join(', ')}`}
              {target.bookingId !== null && ` · ${t('lines.booking', { id: target.bookingId })}`}
            </li>
          ))}
        </ul>
      )}
      <div className="statements__actions">
        {open && line.certainty !== 'unmatched' && (
          <Button busy={busy} onClick={() => onConfirm(line)}>
            {t('lines.confirm')}
          </Button>
        )}
        {!open && !line.yearClosed && (
          <Button variant="secondary" busy={busy} onClick={() => onUndo(line)}>
            {t('lines.undo')}
          </Button>
        )}
        {!open && line.yearClosed && <span className="statements__closed">{t('lines.yearClosed')}</span>}
      </div>
      {open && (
        <div className="statements__by-hand">
          <form onSubmit={assign} className="statements__inline-form">
            <TextInput
              label={t('lines.familyNumber')}
              value={familyNumber}
              onChange={setFamilyNumber}
              inputMode="numeric"
              maxLength={4}
            />
            <Button type="submit" variant="secondary" disabled={busy}>
              {t('lines.assign')}
            </Button>
          </form>
          <form onSubmit={categorise} className="statements__inline-form">
            <Dropdown
              label={t('lines.category')}
              options={OTHER_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
              value={category}
              onChange={setCategory}
            />
            <Button type="submit" variant="secondary" disabled={busy}>
              {t('lines.setCategory')}
            </Button>
          </form>
        </div>
      )}
    </li>
  );
}
