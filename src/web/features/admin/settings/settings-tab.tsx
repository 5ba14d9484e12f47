import '../pages/site-pages.css';
import { useTranslation } from 'react-i18next';
import { SOCIAL_LINKS_MAX, ZSiteSettings } from '../../../../shared/site-settings.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { OutcomeNotice, useOutcome } from '../action-outcome.tsx';
import { useSettings } from './api/get-settings.ts';
import { useSaveSettings } from './api/save-settings.ts';
import { formOf, settingsOf, siteFieldErrorKey, type TSettingsForm } from './settings-form-state.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useAssociation, useChangeAssociation } from '../../../lib/association.tsx';
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
  const save = useSaveSettings();
  const changeAssociation = useChangeAssociation();
  const association = useAssociation();
  const { outcome, done, refused } = useOutcome();
  const {
    values: form,
    errors,
    errorText,
    patch: change,
    submit,
    busy,
  } = useForm({
    schema: ZSiteSettings,
    initial: () => formOf(initial),
    prepare: settingsOf,
    errorKey: siteFieldErrorKey,
    refused,
    send: async (_values, settings) => {
      const answer = await save.mutateAsync(settings);
      change(formOf(answer.settings));
      // The footer and every page read the association's details: they show the new ones now.
      changeAssociation({ ...association, ...answer.settings });
      done(t('settings.saved'));
    },
  });
  const changeLink = (index: number, patch: Partial<{ name: string; url: string }>) =>
    change({ socialLinks: form.socialLinks.map((link, at) => (at === index ? { ...link, ...patch } : link)) });

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
        <Button type="submit" busy={busy}>
          {t('settings.save')}
        </Button>
      </div>
      <OutcomeNotice outcome={outcome} focus />
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
