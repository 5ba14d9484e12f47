import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TColumnMapping } from '../../../../shared/statements.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { serverRefusal } from '../../../lib/server-refusal.ts';
import { FileField } from '../file-field.tsx';
import { useImportStatement } from './api/import-statement.ts';

type TProps = { onDone: (text: string) => void; onFailed: (error: unknown) => void };

/** The file of a CSV whose columns the server did not know, with its header cells. */
type TMappingNeeded = { file: File; headers: string[] };

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

/** Upload of a statement file; a CSV with unknown columns asks once which column is which. */
export function StatementUpload({ onDone, onFailed }: TProps) {
  const { t } = useTranslation('statements');
  const importStatement = useImportStatement();
  const [file, setFile] = useState<File | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [error, setError] = useState<string | undefined>();
  const [needed, setNeeded] = useState<TMappingNeeded | null>(null);
  const [columns, setColumns] = useState({ date: '', amount: '', text: '', payer: '' });

  async function send(chosen: File, mapping: TColumnMapping | null) {
    try {
      const result = await importStatement.mutateAsync({ file: chosen, mapping });
      setNeeded(null);
      setFile(null);
      setResetKey((key) => key + 1);
      onDone(`${t('upload.read', { count: result.read })} ${t('upload.added', { count: result.added })}`);
    } catch (failure) {
      const headers = headersOf(failure);
      if (headers) setNeeded({ file: chosen, headers });
      else onFailed(failure);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setError(t('upload.noFile'));
      return;
    }
    setError(undefined);
    void send(file, null);
  }

  function submitMapping(event: FormEvent) {
    event.preventDefault();
    if (!needed || columns.date === '' || columns.amount === '' || columns.text === '') return;
    void send(needed.file, {
      date: Number(columns.date),
      amount: Number(columns.amount),
      text: [Number(columns.text)],
      payer: columns.payer === '' ? null : Number(columns.payer),
    });
  }

  const options = (needed?.headers ?? []).map((header, index) => ({
    value: String(index),
    label: header || `#${index + 1}`,
  }));
  const choose = (field: keyof typeof columns) => (value: string) =>
    setColumns((current) => ({ ...current, [field]: value }));

  return (
    <div className="statements__upload">
      <form onSubmit={submit} noValidate>
        <FileField
          label={t('upload.label')}
          hint={t('upload.hint')}
          accept=".csv,.txt,.xml,text/csv,text/xml,application/xml"
          onChange={setFile}
          error={error}
          resetKey={resetKey}
        />
        <Button type="submit" busy={importStatement.isPending && !needed}>
          {t('upload.submit')}
        </Button>
      </form>
      {needed && (
        <form className="statements__mapping" onSubmit={submitMapping} aria-labelledby="statements-mapping-title">
          <h2 id="statements-mapping-title">{t('mapping.title')}</h2>
          <p>{t('mapping.intro')}</p>
          <div className="statements__mapping-fields">
            <Dropdown
              label={t('mapping.date')}
              options={options}
              value={columns.date}
              onChange={choose('date')}
              mandatory
            />
            <Dropdown
              label={t('mapping.amount')}
              options={options}
              value={columns.amount}
              onChange={choose('amount')}
              mandatory
            />
            <Dropdown
              label={t('mapping.text')}
              options={options}
              value={columns.text}
              onChange={choose('text')}
              mandatory
            />
            <Dropdown
              label={t('mapping.payer')}
              options={options}
              value={columns.payer}
              onChange={choose('payer')}
              placeholder={t('mapping.none')}
            />
          </div>
          <Button type="submit" busy={importStatement.isPending}>
            {t('mapping.submit')}
          </Button>
        </form>
      )}
    </div>
  );
}
