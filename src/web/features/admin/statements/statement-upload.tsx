import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TColumnMapping } from '../../../../shared/statements.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { serverRefusal } from '../../../lib/server-refusal.ts';
import { useForm } from '../../../lib/use-form.ts';
import { FileField } from '../file-field.tsx';
import { useImportStatement } from './api/import-statement.ts';
import { statementsErrorKey } from './statements-outcome.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';

const statementsSchemas = () => import('../../../../shared/statements.schema.ts');
const COLUMN_MAPPING_SCHEMA = lazySchema(statementsSchemas, (schemas) => schemas.ZColumnMapping);
const STATEMENT_UPLOAD_SCHEMA = lazySchema(statementsSchemas, (schemas) => schemas.ZStatementUpload);

type TProps = { onDone: (text: string) => void; onFailed: (error: unknown) => void };

/** The file of a CSV whose columns the server did not know, with its header cells. */
type TMappingNeeded = { file: File; headers: string[] };

const NO_COLUMNS = { date: '', amount: '', text: '', payer: '' };

function headersOf(error: unknown): string[] | null {
  const refusal = serverRefusal(error);
  if (refusal?.code !== 'needs_mapping' || typeof refusal.params.headers !== 'string') return null;
  try {
    const headers: unknown = JSON.parse(refusal.params.headers);
    return Array.isArray(headers) ? headers.map(String) : null;
  } catch {
    return null;
  }
}

/** A chosen column by its place; none chosen is left for the schema to name. */
const column = (value: string) => (value === '' ? undefined : Number(value));

/** Upload of a statement file; a CSV with unknown columns asks once which column is which. */
export function StatementUpload({ onDone, onFailed }: TProps) {
  const { t } = useTranslation('statements');
  const importStatement = useImportStatement();
  // A new key empties the file input after an import (its value cannot be set).
  const [resetKey, setResetKey] = useState(0);
  // The server's question, not a field: which columns a CSV it did not know has.
  const [needed, setNeeded] = useState<TMappingNeeded | null>(null);

  async function send(chosen: File, mapping: TColumnMapping | null) {
    try {
      const result = await importStatement.mutateAsync({ file: chosen, mapping });
      setNeeded(null);
      upload.reset();
      mappingForm.reset();
      setResetKey((key) => key + 1);
      onDone(`${t('upload.read', { count: result.read })} ${t('upload.added', { count: result.added })}`);
    } catch (failure) {
      const headers = headersOf(failure);
      if (headers) setNeeded({ file: chosen, headers });
      else onFailed(failure);
    }
  }

  const upload = useForm({
    schema: STATEMENT_UPLOAD_SCHEMA,
    initial: { file: null as File | null },
    prepare: ({ file }) => ({ statement: file?.name ?? '' }),
    errorKey: statementsErrorKey,
    send: async ({ file }) => {
      if (file) await send(file, null);
    },
  });

  const mappingForm = useForm({
    schema: COLUMN_MAPPING_SCHEMA,
    initial: NO_COLUMNS,
    prepare: ({ date, amount, text, payer }) => ({
      date: column(date),
      amount: column(amount),
      text: text === '' ? [] : [Number(text)],
      payer: column(payer) ?? null,
    }),
    errorKey: statementsErrorKey,
    send: async (_columns, mapping) => {
      if (needed) await send(needed.file, mapping);
    },
  });

  const options = (needed?.headers ?? []).map((header, index) => ({
    value: String(index),
    label: header || `#${index + 1}`,
  }));
  const columnField = (field: keyof typeof NO_COLUMNS) => ({
    options,
    value: mappingForm.values[field],
    onChange: mappingForm.change(field),
    error: mappingForm.errorText(field),
  });

  return (
    <div className="statements__upload">
      <form onSubmit={(event) => void upload.submit(event)} noValidate>
        <FileField
          label={t('upload.label')}
          hint={t('upload.hint')}
          accept=".csv,.txt,.xml,text/csv,text/xml,application/xml"
          onChange={upload.change('file')}
          error={upload.errorText('statement')}
          resetKey={resetKey}
        />
        <Button type="submit" busy={importStatement.isPending && !needed}>
          {t('upload.submit')}
        </Button>
      </form>
      {needed && (
        <form
          className="statements__mapping"
          onSubmit={(event) => void mappingForm.submit(event)}
          aria-labelledby="statements-mapping-title"
        >
          <h2 id="statements-mapping-title">{t('mapping.title')}</h2>
          <p>{t('mapping.intro')}</p>
          <div className="statements__mapping-fields">
            <Dropdown label={t('mapping.date')} {...columnField('date')} mandatory />
            <Dropdown label={t('mapping.amount')} {...columnField('amount')} mandatory />
            <Dropdown label={t('mapping.text')} {...columnField('text')} mandatory />
            <Dropdown label={t('mapping.payer')} {...columnField('payer')} placeholder={t('mapping.none')} />
          </div>
          <Button type="submit" busy={importStatement.isPending}>
            {t('mapping.submit')}
          </Button>
        </form>
      )}
    </div>
  );
}
