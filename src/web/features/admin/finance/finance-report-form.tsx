import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FINANCE_PDF_MAX_BYTES } from '../../../../shared/finance.ts';
import type {
  TFinanceAdminReport,
  TFinanceFigureField,
  TFinanceFixedReportFields,
  TFinanceReportFields,
} from '../../../../shared/finance.schema.ts';
import { financialYearOf } from '../../../../shared/financial-year.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorCode, fieldErrorKey } from '../../../lib/field-errors.ts';
import { useFinancialYearLabel } from '../../../lib/financial-year-label.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';
import { useForm } from '../../../lib/use-form.ts';
import { OutcomeNotice, useOutcome } from '../action-outcome.tsx';
import { FileField } from '../file-field.tsx';
import { useSaveFinanceReport } from './api/save-finance-report.ts';
import { useUploadFinancePdf } from './api/upload-finance-pdf.ts';

const financeSchemas = () => import('../../../../shared/finance.schema.ts');
const FINANCE_REPORT_FIELDS_SCHEMA = lazySchema(financeSchemas, (schemas) => schemas.ZFinanceReportFields);
const FINANCE_FIXED_REPORT_FIELDS_SCHEMA = lazySchema(financeSchemas, (schemas) => schemas.ZFinanceFixedReportFields);

type TFormState = Record<TFinanceFigureField | 'year', string> & { published: boolean; pdf: File | null };

const FIGURES: readonly TFinanceFigureField[] = ['incomeSek', 'expenseSek', 'resultSek'];
const PDF_ERRORS = new Set(['invalid_pdf', 'pdf_too_large', 'pdf_missing']);
/** The PDF's own errors, worded by the finance tab (its type or size, or a fixed year without one). */
const PDF_REFUSED = 'pdfRefused';
const PDF_NEEDED = 'pdfNeeded';

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
const pdfFits = (pdf: File | null) => !pdf || (isPdfFile(pdf) && pdf.size <= FINANCE_PDF_MAX_BYTES);

const isPdfRefusal = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 413 || error.status === 415 || PDF_ERRORS.has(String(errorCode(error))));

const financeErrorKey = (key: string) =>
  key === PDF_REFUSED || key === PDF_NEEDED ? `admin:finance.${key}` : fieldErrorKey(key);

type TFinanceReportFormProps = {
  /** The report being changed; null enters a new year. */
  report: TFinanceAdminReport | null;
  onSaved: (text: string) => void;
  onCancel: () => void;
};

/** A year's figures, whether they are published, and its PDF; FY 2022's figures are fixed (never changed, unpublished or deleted). */
export function FinanceReportForm({ report, onSaved, onCancel }: TFinanceReportFormProps) {
  const { t } = useTranslation('admin');
  const fyLabel = useFinancialYearLabel();
  const [fileKey, setFileKey] = useState(0);
  const save = useSaveFinanceReport();
  const upload = useUploadFinancePdf();
  const fixed = report?.fixed ?? false;
  const { outcome, refused, failed, failedWith, clear } = useOutcome();
  const form = useForm<TFormState, TFinanceReportFields | TFinanceFixedReportFields>({
    schema: fixed ? FINANCE_FIXED_REPORT_FIELDS_SCHEMA : FINANCE_REPORT_FIELDS_SCHEMA,
    initial: () => initialState(report),
    prepare: ({ year, incomeSek, expenseSek, resultSek, published }) =>
      fixed ? { year } : { year, incomeSek, expenseSek, resultSek, published },
    errorKey: financeErrorKey,
    refused,
    send: async ({ pdf }, data) => {
      const { year } = data;
      if (!pdfFits(pdf) || (fixed && !pdf)) {
        form.setErrors({ pdf: pdf ? PDF_REFUSED : PDF_NEEDED });
        return;
      }
      const figuresSaved = 'incomeSek' in data;
      if (figuresSaved) {
        const { incomeSek, expenseSek, resultSek, published } = data;
        await save.mutateAsync({ year, figures: { incomeSek, expenseSek, resultSek, published } });
      }
      try {
        if (pdf) await upload.mutateAsync({ year, pdf });
      } catch (error) {
        if (isPdfRefusal(error)) form.setErrors({ pdf: PDF_REFUSED });
        // Figures kept without their PDF: the notice says so; otherwise a refusal not about the file is the notice.
        if (figuresSaved) failedWith(t('finance.savedWithoutPdf', { fy: fyLabel(year) }));
        else if (!isPdfRefusal(error)) failed(error);
        return;
      }
      form.patch(initialState(null));
      setFileKey((key) => key + 1);
      onSaved(t(pdf ? 'finance.done.savedWithPdf' : 'finance.done.saved', { fy: fyLabel(year) }));
    },
  });
  const { values: state } = form;
  const change = <TKey extends keyof TFormState & string>(key: TKey, value: TFormState[TKey]) =>
    form.change(key)(value);

  return (
    <form
      className="admin-content-form"
      onSubmit={(event) => {
        clear();
        void form.submit(event);
      }}
      noValidate
    >
      <h2 className="admin-content-form__title">
        {report ? t('finance.editTitle', { fy: fyLabel(report.year) }) : t('finance.addTitle')}
      </h2>
      {fixed && report && (
        <p className="admin-content-form__note">{t('finance.fixedNote', { fy: fyLabel(report.year) })}</p>
      )}
      <OutcomeNotice outcome={outcome} />
      <TextInput
        label={t('finance.fields.year')}
        value={state.year}
        onChange={(value) => change('year', value)}
        inputMode="numeric"
        maxLength={4}
        mandatory
        disabled={report !== null}
        error={form.errorText('year')}
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
            error={form.errorText(field)}
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
        error={form.errorText('pdf')}
        resetKey={fileKey}
      />
      <div className="admin-content-form__buttons">
        <Button type="submit" busy={form.busy}>
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
