import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { financialYearOf } from '../../../../shared/financial-year.ts';
import { SUPPORTED_LANGUAGES, toLanguage, type TLanguage } from '../../../../shared/languages.ts';
import type {
  TRegisterImportResult,
  TRegisterMapping,
  TRegisterPreview,
} from '../../../../shared/register-import.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { useFinancialYearLabel } from '../../../lib/financial-year-label.ts';
import { useImportRegister } from './api/import-register.ts';
import { RegisterRowsTable } from './register-rows-table.tsx';

type TProps = {
  file: File;
  preview: TRegisterPreview & { mapping: TRegisterMapping };
  onImported: (result: TRegisterImportResult) => void;
  onFailed: (error: unknown) => void;
};

/**
 * What the file would import: the counts, the rows with problems and the good rows, then the
 * financial year and the invitations' language, and the button importing the good households.
 */
export function RegisterPreview({ file, preview, onImported, onFailed }: TProps) {
  const { t, i18n } = useTranslation('admin');
  const fyLabel = useFinancialYearLabel();
  const current = financialYearOf(new Date());
  const [year, setYear] = useState(current);
  const [language, setLanguage] = useState<TLanguage>(toLanguage(i18n.language));
  const importRegister = useImportRegister();
  const held = preview.rows.filter((row) => !row.importable);
  const good = preview.rows.filter((row) => row.importable);

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      onImported(await importRegister.mutateAsync({ file, mapping: preview.mapping, year, language }));
    } catch (error) {
      onFailed(error);
    }
  }

  return (
    <section className="register-import__preview" aria-labelledby="register-preview-title">
      <h2 id="register-preview-title">{t('registerImport.preview.title', { file: file.name })}</h2>
      <p>
        {t('registerImport.preview.good', { count: preview.households.good, people: preview.people.good })}{' '}
        {t('registerImport.preview.held', {
          count: preview.households.withProblems,
          people: preview.people.withProblems,
        })}
      </p>
      {held.length > 0 && <RegisterRowsTable caption={t('registerImport.preview.heldRows')} rows={held} />}
      {good.length > 0 && <RegisterRowsTable caption={t('registerImport.preview.goodRows')} rows={good} />}
      <form className="register-import__choice" onSubmit={(event) => void submit(event)} noValidate>
        <Dropdown
          label={t('registerImport.choice.year')}
          options={[current - 1, current, current + 1].map((value) => ({
            value: String(value),
            label: fyLabel(value),
          }))}
          value={String(year)}
          onChange={(value) => setYear(Number(value) || current)}
          alwaysChosen
        />
        <Dropdown
          label={t('registerImport.choice.language')}
          options={SUPPORTED_LANGUAGES.map((value) => ({ value, label: t(`common:language.${value}`) }))}
          value={language}
          onChange={(value) => setLanguage(toLanguage(value))}
          alwaysChosen
        />
        <Button type="submit" busy={importRegister.isPending} disabled={preview.households.good === 0}>
          {t('registerImport.choice.submit', { count: preview.households.good })}
        </Button>
      </form>
    </section>
  );
}
