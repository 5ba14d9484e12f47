import { useTranslation } from 'react-i18next';
import { OTHER_CATEGORIES, type TAssignLine, type TStatementLine } from '../../../../shared/statements.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { formatOre } from '../../../lib/format-sek.ts';
import { useForm } from '../../../lib/use-form.ts';
import { refusedTo } from '../action-outcome.tsx';
import { lazySchema } from '../../../lib/lazy-schema.ts';

const statementsSchemas = () => import('../../../../shared/statements.schema.ts');
const ASSIGN_CATEGORY_SCHEMA = lazySchema(statementsSchemas, (schemas) => schemas.ZAssignCategory);
const ASSIGN_FAMILY_SCHEMA = lazySchema(statementsSchemas, (schemas) => schemas.ZAssignFamily);

type TProps = {
  line: TStatementLine;
  busy: boolean;
  onConfirm: (line: TStatementLine) => void;
  /** Puts the line on a family or a category and says so; rejects with the server's refusal. */
  onAssign: (line: TStatementLine, assignment: TAssignLine) => Promise<void>;
  onUndo: (line: TStatementLine) => void;
  /** A refusal that names no field of the line's forms: the panel's notice. */
  onFailed: (error: unknown) => void;
};

/** One statement line: what it says, what it matched and why, and what the board can do with it. */
export function StatementLineCard({ line, busy, onConfirm, onAssign, onUndo, onFailed }: TProps) {
  const { t, i18n } = useTranslation('statements');
  const toFamily = useForm({
    schema: ASSIGN_FAMILY_SCHEMA,
    initial: { familyNumber: '' },
    refused: refusedTo(onFailed),
    send: (_values, assignment) => onAssign(line, assignment),
  });
  const toCategory = useForm({
    schema: ASSIGN_CATEGORY_SCHEMA,
    initial: { category: '' },
    refused: refusedTo(onFailed),
    send: (_values, assignment) => onAssign(line, assignment),
  });
  const money = (ore: number) => formatOre(ore, i18n.language);
  const open = line.status === 'open';
  const owed = line.targets.reduce((total, target) => total + target.owedOre, 0);

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
          <form onSubmit={(event) => void toFamily.submit(event)} className="statements__inline-form" noValidate>
            <TextInput
              label={t('lines.familyNumber')}
              {...toFamily.field('familyNumber')}
              inputMode="numeric"
              maxLength={4}
            />
            <Button type="submit" variant="secondary" disabled={busy}>
              {t('lines.assign')}
            </Button>
          </form>
          <form onSubmit={(event) => void toCategory.submit(event)} className="statements__inline-form" noValidate>
            <Dropdown
              label={t('lines.category')}
              options={OTHER_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
              {...toCategory.field('category')}
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
