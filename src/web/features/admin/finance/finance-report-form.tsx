import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FINANCE_PDF_MAX_BYTES } from '../../../../shared/finance.ts';
import {
  ZFinanceFigures,
  ZFinanceYear,
  type TFinanceAdminReport,
  type TFinanceFigureField,
  type TFinanceFigures,
} from '../../../../shared/finance.schema.ts';
import { financialYearOf } from '../../../../shared/financial-year.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useFinancialYearLabel } from '../../../lib/financial-year-label.ts';
import { actionErrorReason } from '../action-error.ts';
import { FileField } from '../file-field.tsx';
import { useSaveFinanceReport } from './api/save-finance-report.ts';
import { useUploadFinancePdf } from './api/upload-finance-pdf.ts';

type TFormState = Record<TFinanceFigureField | 'year', string> & { published: boolean; pdf: File | null };
type TErrors = Partial<Record<TFinanceFigureField | 'year' | 'pdf' | 'form', string>>;

const FIGURES: readonly TFinanceFigureField[] = ['incomeSek', 'expenseSek', 'resultSek'];
const PDF_ERRORS = new Set(['invalid_pdf', 'pdf_too_large', 'pdf_missing']);

function initialState(report: TFinanceAdminReport | null): TFormState {
  return {
    // The report a board presents is usually the one of the year that just ended.
    year: String(report?.year ?? financialYearOf(new Date()) - 1),
    incomeSek: report ? String(report.incomeSek) : '',
    expenseSek: report ? String(report.expenseSek) : '',
    resultSek: report ? String(report.resultSek) : '',
    published: report?.published ?? true,
    pdf: null,
  };
}

const isPdfFile = (file: File) => file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');

type TFinanceReportFormProps = {
  /** The report being changed; null enters a new year. */
  report: TFinanceAdminReport | null;
  onSaved: (text: string) => void;
  onCancel: () => void;
};

/** A year's figures, whether they are published, and its PDF; FY 2022's figures are fixed (never changed, unpublished or deleted). */
export function FinanceReportForm({ report, onSaved, onCancel }: TFinanceReportFormProps) {
  const { t, i18n } = useTranslation('admin');
  const { t: tv } = useTranslation('validation');
  const fyLabel = useFinancialYearLabel();
  const [state, setState] = useState<TFormState>(() => initialState(report));
  const [errors, setErrors] = useState<TErrors>({});
  const [fileKey, setFileKey] = useState(0);
  const save = useSaveFinanceReport();
  const upload = useUploadFinancePdf();
  const busy = save.isPending || upload.isPending;
  const fixed = report?.fixed ?? false;

  function change<TKey extends keyof TFormState>(key: TKey, value: TFormState[TKey]) {
    setState((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined, form: undefined }));
  }

  function check(): { year: number; figures: TFinanceFigures | null; errors: TErrors } {
    const found: TErrors = {};
    const year = ZFinanceYear.safeParse(state.year);
    if (!year.success) found.year = tv(year.error.issues[0]?.message ?? 'valueInvalid');
    const { incomeSek, expenseSek, resultSek, published } = state;
    const figures = fixed ? null : ZFinanceFigures.safeParse({ incomeSek, expenseSek, resultSek, published });
    if (figures && !figures.success) {
      for (const issue of figures.error.issues) found[issue.path[0] as TFinanceFigureField] ??= tv(issue.message);
    }
    if (state.pdf && (!isPdfFile(state.pdf) || state.pdf.size > FINANCE_PDF_MAX_BYTES)) {
      found.pdf = t('finance.pdfRefused');
    }
    if (fixed && !state.pdf) found.pdf = t('finance.pdfNeeded');
    return { year: year.data ?? 0, figures: figures?.success ? figures.data : null, errors: found };
  }

  function reasonOf(error: unknown): string {
    const reason = actionErrorReason(error, i18n);
    return reason ? t('failed', { reason }) : t('failedUnknown');
  }

  const isPdfRefusal = (error: unknown) =>
    error instanceof ApiError &&
    (error.status === 413 ||
      error.status === 415 ||
      PDF_ERRORS.has(String((error.data as { error?: unknown } | null)?.error)));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = check();
    setErrors(checked.errors);
    if (Object.values(checked.errors).some(Boolean)) return;
    const { year, figures } = checked;
    try {
      if (figures) await save.mutateAsync({ year, figures });
    } catch (error) {
      setErrors({ form: reasonOf(error) });
      return;
    }
    try {
      if (state.pdf) await upload.mutateAsync({ year, pdf: state.pdf });
    } catch (error) {
      setErrors({
        pdf: isPdfRefusal(error) ? t('finance.pdfRefused') : reasonOf(error),
        form: figures ? t('finance.savedWithoutPdf', { fy: fyLabel(year) }) : undefined,
      });
      return;
    }
    setState(initialState(null));
    setFileKey((key) => key + 1);
    onSaved(t(state.pdf ? 'finance.done.savedWithPdf' : 'finance.done.saved', { fy: fyLabel(year) }));
  }

  return (
    <form className="admin-content-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="admin-content-form__title">
        {report ? t('finance.editTitle', { fy: fyLabel(report.year) }) : t('finance.addTitle')}
      </h2>
      {fixed && report && (
        <p className="admin-content-form__note">{t('finance.fixedNote', { fy: fyLabel(report.year) })}</p>
      )}
      {errors.form && (
        <p className="notice notice--error" role="alert">
          {errors.form}
        </p>
      )}
      <TextInput
        label={t('finance.fields.year')}
        value={state.year}
        onChange={(value) => change('year', value)}
        inputMode="numeric"
        maxLength={4}
        mandatory
        disabled={report !== null}
        error={errors.year}
        autoComplete="off"
      />
      <div className="admin-content-form__row admin-content-form__row--three">
        {FIGURES.map((field) => (
          <TextInput
            key={field}
            label={t(`finance.fields.${field}`)}
            value={state[field]}
            onChange={(value) => change(field, value)}
            inputMode={field === 'resultSek' ? 'text' : 'numeric'}
            maxLength={12}
            mandatory
            disabled={fixed}
            error={errors[field]}
            autoComplete="off"
          />
        ))}
      </div>
      <p className="admin-content-form__note">{t('finance.resultHint')}</p>
      <Checkbox
        label={t('finance.fields.published')}
        checked={state.published}
        disabled={fixed}
        onChange={(value) => change('published', value === 'true')}
      />
      <FileField
        label={t('finance.fields.pdf')}
        hint={t(report?.hasPdf ? 'finance.pdfReplaceHint' : 'finance.pdfHint')}
        accept="application/pdf,.pdf"
        onChange={(file) => change('pdf', file)}
        error={errors.pdf}
        resetKey={fileKey}
      />
      <div className="admin-content-form__buttons">
        <Button type="submit" busy={busy}>
          {t('finance.save')}
        </Button>
        {report && (
          <Button variant="secondary" onClick={onCancel}>
            {t('finance.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
