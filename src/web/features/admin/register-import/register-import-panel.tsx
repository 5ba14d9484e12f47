import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  TRegisterImportResult,
  TRegisterMapping,
  TRegisterPreview,
} from '../../../../shared/register-import.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { OutcomeNotice } from '../action-outcome.tsx';
import { FileField } from '../file-field.tsx';
import { usePreviewRegister } from './api/preview-register.ts';
import { RegisterImportList } from './register-import-list.tsx';
import { RegisterMappingForm } from './register-mapping-form.tsx';
import { useRegisterOutcome } from './register-outcome.ts';
import { RegisterPreview } from './register-preview.tsx';

type TChecked = { file: File; preview: TRegisterPreview };

const isMapped = (preview: TRegisterPreview): preview is TRegisterPreview & { mapping: TRegisterMapping } =>
  preview.mapped;

/**
 * The board's import of the association's existing register: choose a CSV or .xlsx file, map its
 * columns once, see every row's problems, import the good households, and undo an import while
 * nobody it made has signed in. Self-contained: the dashboard only places it.
 */
export function RegisterImportPanel() {
  const { t } = useTranslation('admin');
  const { outcome, done, failed, clear } = useRegisterOutcome();
  const previewRegister = usePreviewRegister();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<TChecked | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [error, setError] = useState<string | undefined>();

  async function check(chosen: File, mapping: TRegisterMapping | null) {
    try {
      setChecked({ file: chosen, preview: await previewRegister.mutateAsync({ file: chosen, mapping }) });
      clear();
    } catch (failure) {
      failed(failure);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setError(t('registerImport.upload.noFile'));
      return;
    }
    setError(undefined);
    void check(file, null);
  }

  function imported(result: TRegisterImportResult) {
    setChecked(null);
    setFile(null);
    setResetKey((key) => key + 1);
    const text = [
      t('registerImport.imported', { count: result.families, people: result.people }),
      t('registerImport.invited', { count: result.invitations }),
    ];
    if (result.invitationsHeld > 0) text.push(t('registerImport.invitationsHeld', { count: result.invitationsHeld }));
    done(text.join(' '));
  }

  const preview = checked?.preview;
  return (
    <div className="register-import">
      <p className="admin-page__intro">{t('registerImport.intro')}</p>
      <OutcomeNotice outcome={outcome} />
      <form className="register-import__upload" onSubmit={submit} noValidate>
        <FileField
          label={t('registerImport.upload.label')}
          hint={t('registerImport.upload.hint')}
          accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={setFile}
          error={error}
          resetKey={resetKey}
        />
        <Button type="submit" busy={previewRegister.isPending && !checked}>
          {t('registerImport.upload.submit')}
        </Button>
      </form>
      {checked && preview && !preview.mapped && (
        <RegisterMappingForm
          headers={preview.headers}
          mapping={preview.mapping}
          busy={previewRegister.isPending}
          onSubmit={(mapping) => void check(checked.file, mapping)}
        />
      )}
      {checked && preview && isMapped(preview) && (
        <>
          <details className="register-import__columns">
            <summary>{t('registerImport.mapping.change')}</summary>
            <RegisterMappingForm
              key={JSON.stringify(preview.mapping)}
              headers={preview.headers}
              mapping={preview.mapping}
              busy={previewRegister.isPending}
              onSubmit={(mapping) => void check(checked.file, mapping)}
            />
          </details>
          <RegisterPreview file={checked.file} preview={preview} onImported={imported} onFailed={failed} />
        </>
      )}
      <RegisterImportList onDone={done} onFailed={failed} />
    </div>
  );
}
