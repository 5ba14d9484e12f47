import { useTranslation } from 'react-i18next';
import {
  formOf,
  GRANT_NUMBER_FIELDS,
  settingsOfForm,
  SETTINGS_FORM,
  type TSettingsForm,
} from '../../../../shared/site-settings-form.ts';
import { SOCIAL_LINKS_MAX, type TSiteSettings } from '../../../../shared/site-settings.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { useAssociation, useChangeAssociation } from '../../../lib/association.tsx';
import { useFormPostDone } from '../../../lib/form-post.ts';
import { useForm } from '../../../lib/use-form.ts';
import { OutcomeNotice, useOutcome } from '../action-outcome.tsx';
import { adminSectionPath } from '../admin-sections.ts';
import { useSettings } from './api/get-settings.ts';
import { useSaveSettings } from './api/save-settings.ts';
import { siteFieldErrorKey } from './settings-form-state.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';

const SITE_SETTINGS_SCHEMA = lazySchema(
  () => import('../../../../shared/site-settings.schema.ts'),
  (schemas) => schemas.ZSiteSettings,
);

type TTextField = Exclude<keyof TSettingsForm, 'socialLinks' | 'grant'>;

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
    schema: SITE_SETTINGS_SCHEMA,
    initial: () => formOf(initial),
    prepare: settingsOfForm,
    errorKey: siteFieldErrorKey,
    refused,
    postedAs: SETTINGS_FORM,
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
  // Sent without the app: the server saved it and came back here (a refusal comes back as the fields' errors).
  const savedWithoutApp = useFormPostDone() && !outcome;
  return (
    <Form
      className="admin-content-form site-settings"
      method="post"
      action={adminSectionPath('association')}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
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
          name={field}
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
              name={`socialLinks.${index}.name`}
              label={t('settings.fields.linkName', { number: index + 1 })}
              value={link.name}
              onChange={(value) => changeLink(index, { name: value })}
              mandatory
              error={errorText(`socialLinks.${index}.name`)}
              autoComplete="off"
            />
            <TextInput
              name={`socialLinks.${index}.url`}
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
      <fieldset className="site-settings__grant">
        <legend>{t('settings.grantRules.title')}</legend>
        <p className="admin-content-form__note">{t('settings.grantRules.intro')}</p>
        {GRANT_NUMBER_FIELDS.map((field) => (
          <TextInput
            key={field}
            name={`grant.${field}`}
            label={t(`settings.grantRules.${field}`)}
            value={form.grant[field]}
            onChange={(value) => change({ grant: { ...form.grant, [field]: value } })}
            inputMode="numeric"
            mandatory
            error={errorText(`grantRules.${field}`)}
            autoComplete="off"
          />
        ))}
        <Checkbox
          name="grant.oncePerDay"
          label={t('settings.grantRules.oncePerDay')}
          checked={form.grant.oncePerDay}
          onChange={(value) => change({ grant: { ...form.grant, oncePerDay: value === 'true' } })}
        />
      </fieldset>
      <div className="admin-content-form__buttons">
        <Button type="submit" busy={busy}>
          {t('settings.save')}
        </Button>
      </div>
      <OutcomeNotice outcome={outcome} focus />
      {savedWithoutApp && (
        <p className="notice notice--success admin-page__outcome" role="status">
          {t('settings.saved')}
        </p>
      )}
    </Form>
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
