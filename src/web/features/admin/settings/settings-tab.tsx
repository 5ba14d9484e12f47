import '../pages/site-pages.css';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SITE_FIELD_ERRORS, SOCIAL_LINKS_MAX, ZSiteSettings } from '../../../../shared/site-settings.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { OutcomeNotice, useOutcome } from '../action-outcome.tsx';
import { useSettings } from './api/get-settings.ts';
import { useSaveSettings } from './api/save-settings.ts';
import {
  formOf,
  serverFieldErrors,
  settingsOf,
  type TSettingsErrors,
  type TSettingsForm,
} from './settings-form-state.ts';
import type { TSiteSettings } from '../../../../shared/site-settings.schema.ts';

type TTextField = Exclude<keyof TSettingsForm, 'socialLinks'>;

/** The form's fields and the schema path each one's error comes back under. */
const TEXT_FIELDS: { field: TTextField; path: string; type?: 'email' | 'tel'; inputMode?: 'numeric' }[] = [
  { field: 'nameTa', path: 'name.ta' },
  { field: 'nameEn', path: 'name.en' },
  { field: 'nameSv', path: 'name.sv' },
  { field: 'shortName', path: 'shortName' },
  { field: 'phone', path: 'phone', type: 'tel' },
  { field: 'email', path: 'email', type: 'email' },
  { field: 'postalAddress', path: 'postalAddress' },
  { field: 'country', path: 'country' },
  { field: 'organisationNumber', path: 'organisationNumber' },
  { field: 'swishNumber', path: 'swishNumber' },
  { field: 'copyrightYear', path: 'copyrightYear', inputMode: 'numeric' },
];

function SettingsForm({ initial }: { initial: TSiteSettings }) {
  const { t } = useTranslation('site');
  const [form, setForm] = useState<TSettingsForm>(() => formOf(initial));
  const [errors, setErrors] = useState<TSettingsErrors>({});
  const save = useSaveSettings();
  const { outcome, done, failed } = useOutcome();

  const errorText = (path: string) => {
    const key = errors[path];
    if (!key) return undefined;
    return t(`fieldErrors.${(SITE_FIELD_ERRORS as readonly string[]).includes(key) ? key : 'valueInvalid'}`);
  };
  const change = (patch: Partial<TSettingsForm>) => setForm((current) => ({ ...current, ...patch }));
  const changeLink = (index: number, patch: Partial<{ name: string; url: string }>) =>
    change({ socialLinks: form.socialLinks.map((link, at) => (at === index ? { ...link, ...patch } : link)) });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = ZSiteSettings.safeParse(settingsOf(form));
    if (!parsed.success) {
      const found: TSettingsErrors = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const answer = await save.mutateAsync(parsed.data);
      setForm(formOf(answer.settings));
      done(t('settings.saved'));
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else failed(error);
    }
  }

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form className="admin-content-form site-settings" onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="admin-content-form__title">{t('settings.title')}</h2>
      <p className="admin-content-form__note">{t('settings.intro')}</p>
      {hasErrors && (
        <p className="notice notice--error" role="alert">
          {t('settings.fixFields')}
        </p>
      )}
      <OutcomeNotice outcome={outcome} />
      {TEXT_FIELDS.map(({ field, path, type, inputMode }) => (
        <TextInput
          key={field}
          label={t(`settings.fields.${field}`)}
          value={form[field]}
          onChange={(value) => change({ [field]: value })}
          type={type}
          inputMode={inputMode}
          mandatory
          error={errorText(path)}
          autoComplete="off"
        />
      ))}
      <fieldset className="site-settings__links">
        <legend>{t('settings.socialLinks')}</legend>
        {form.socialLinks.map((link, index) => (
          <div key={index} className="admin-content-form__row">
            <TextInput
              label={t('settings.fields.linkName', { number: index + 1 })}
              value={link.name}
              onChange={(value) => changeLink(index, { name: value })}
              mandatory
              error={errorText(`socialLinks.${index}.name`)}
              autoComplete="off"
            />
            <TextInput
              label={t('settings.fields.linkUrl', { number: index + 1 })}
              value={link.url}
              onChange={(value) => changeLink(index, { url: value })}
              inputMode="url"
              mandatory
              error={errorText(`socialLinks.${index}.url`)}
              autoComplete="off"
            />
            <Button
              variant="secondary"
              onClick={() => change({ socialLinks: form.socialLinks.filter((_, at) => at !== index) })}
            >
              {t('settings.removeLink', { number: index + 1 })}
            </Button>
          </div>
        ))}
        {form.socialLinks.length < SOCIAL_LINKS_MAX && (
          <Button
            variant="secondary"
            onClick={() => change({ socialLinks: [...form.socialLinks, { name: '', url: 'https://' }] })}
          >
            {t('settings.addLink')}
          </Button>
        )}
      </fieldset>
      <div className="admin-content-form__buttons">
        <Button type="submit" busy={save.isPending}>
          {t('settings.save')}
        </Button>
      </div>
    </form>
  );
}

/** The dashboard's "Settings" tab: the association's details every page, mail and the Swish QR use. */
export function SettingsTab() {
  const { t } = useTranslation('site');
  const settings = useSettings();
  if (settings.isError) {
    return (
      <p className="notice notice--error" role="alert">
        {t('loadFailed')}
      </p>
    );
  }
  if (!settings.data) return <Loading />;
  return <SettingsForm initial={settings.data.settings} />;
}
