import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REGISTER_FIELDS,
  REQUIRED_REGISTER_FIELDS,
  type TRegisterField,
  type TRegisterMapping,
  type TRegisterPreview,
} from '../../../../shared/register-import.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dropdown } from '../../../components/ui/dropdown.tsx';

type TProps = {
  headers: readonly string[];
  mapping: TRegisterPreview['mapping'];
  busy: boolean;
  onSubmit: (mapping: TRegisterMapping) => void;
};

const isRequired = (field: TRegisterField) => (REQUIRED_REGISTER_FIELDS as readonly string[]).includes(field);

/** Which column of the file is which field; the server keeps the choice for the next file with this header. */
export function RegisterMappingForm({ headers, mapping, busy, onSubmit }: TProps) {
  const { t } = useTranslation('admin');
  const [chosen, setChosen] = useState<Record<TRegisterField, string>>(
    () =>
      Object.fromEntries(
        REGISTER_FIELDS.map((field) => [field, mapping[field] === null ? '' : String(mapping[field])]),
      ) as Record<TRegisterField, string>,
  );
  const [missing, setMissing] = useState(false);
  const options = headers.map((header, index) => ({ value: String(index), label: header || `#${index + 1}` }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (REQUIRED_REGISTER_FIELDS.some((field) => chosen[field] === '')) {
      setMissing(true);
      return;
    }
    setMissing(false);
    const columns = Object.fromEntries(
      REGISTER_FIELDS.map((field) => [field, chosen[field] === '' ? null : Number(chosen[field])]),
    );
    onSubmit(columns as TRegisterMapping);
  }

  return (
    <form className="register-import__mapping" onSubmit={submit} noValidate aria-labelledby="register-mapping-title">
      <h2 id="register-mapping-title">{t('registerImport.mapping.title')}</h2>
      <p>{t('registerImport.mapping.intro')}</p>
      <div className="register-import__mapping-fields">
        {REGISTER_FIELDS.map((field) => (
          <Dropdown
            key={field}
            label={t(`registerImport.fields.${field}`)}
            options={options}
            value={chosen[field]}
            onChange={(value) => setChosen((current) => ({ ...current, [field]: value }))}
            mandatory={isRequired(field)}
            placeholder={isRequired(field) ? undefined : t('registerImport.mapping.none')}
            error={
              missing && isRequired(field) && chosen[field] === '' ? t('registerImport.mapping.required') : undefined
            }
          />
        ))}
      </div>
      <Button type="submit" busy={busy}>
        {t('registerImport.mapping.submit')}
      </Button>
    </form>
  );
}
