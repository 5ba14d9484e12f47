import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLanguage } from '../../../../shared/languages.ts';
import {
  ZSitePageSave,
  type TSitePageSlug,
  type TSitePageSource,
  type TSitePageVersion,
} from '../../../../shared/site-pages.schema.ts';
import './site-pages.css';
import { Button } from '../../../components/ui/button.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { fieldErrors } from '../../../lib/field-errors.ts';
import { useForm } from '../../../lib/use-form.ts';
import { siteFieldErrorKey } from '../settings/settings-form-state.ts';
import { OutcomeNotice, useOutcome } from '../action-outcome.tsx';
import { usePageSource } from './api/get-page-source.ts';
import { usePreviewPage } from './api/preview-page.ts';
import { useRestorePageVersion } from './api/restore-page-version.ts';
import { useSavePage } from './api/save-page.ts';
import { PageVersions } from './page-versions.tsx';

const PLACEHOLDERS = '{{name}}, {{shortName}}, {{email}}, {{phone}}, {{postalAddress}}, {{organisationNumber}}';

type TEditorProps = { slug: TSitePageSlug; language: TLanguage; source: TSitePageSource };

function Editor({ slug, language, source }: TEditorProps) {
  const { t } = useTranslation('site');
  const [previewHtml, setPreviewHtml] = useState<string | null>(null);
  const save = useSavePage(slug, language);
  const restore = useRestorePageVersion(slug, language);
  const preview = usePreviewPage();
  const { outcome, done, failed, refused } = useOutcome();
  const hasDate = slug === 'privacy';
  const form = useForm({
    schema: ZSitePageSave,
    initial: { body: source.body, effectiveDate: source.effectiveDate ?? '' },
    prepare: ({ body, effectiveDate }) => ({
      body,
      ...(hasDate ? { effectiveDate: effectiveDate.trim() || null } : {}),
    }),
    errorKey: siteFieldErrorKey,
    refused,
    send: async (_values, input) => {
      await save.mutateAsync(input);
      done(t('pages.saved'));
    },
  });
  const { body, effectiveDate } = form.values;

  async function showPreview() {
    if (preview.isPending) return;
    try {
      setPreviewHtml((await preview.mutateAsync({ body, language })).html);
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields && Object.keys(fields).length > 0) form.setErrors(fields);
      else failed(error);
    }
  }

  async function restoreVersion(version: TSitePageVersion) {
    try {
      const restored = await restore.mutateAsync(version.id);
      form.patch({ body: restored.body, effectiveDate: restored.effectiveDate ?? '' });
      setPreviewHtml(null);
      done(t('pages.restored'));
    } catch (error) {
      failed(error);
    }
  }

  return (
    <>
      <form className="admin-content-form site-pages__form" onSubmit={(event) => void form.submit(event)} noValidate>
        {hasDate && (
          <TextInput
            label={t('pages.effectiveDate')}
            value={effectiveDate}
            onChange={form.change('effectiveDate')}
            error={form.errorText('effectiveDate')}
            inputMode="numeric"
            autoComplete="off"
          />
        )}
        <Textarea
          label={t('pages.body')}
          value={body}
          onChange={form.change('body')}
          rows={16}
          mandatory
          error={form.errorText('body')}
          className="site-pages__body"
        />
        <p className="admin-content-form__note">{t('pages.help', { placeholders: PLACEHOLDERS })}</p>
        <div className="admin-content-form__buttons">
          <Button variant="secondary" busy={preview.isPending} onClick={() => void showPreview()}>
            {t('pages.preview')}
          </Button>
          <Button type="submit" busy={form.busy}>
            {t('pages.save')}
          </Button>
        </div>
        <OutcomeNotice outcome={outcome} focus />
      </form>
      {previewHtml !== null && (
        <section className="site-pages__preview" aria-label={t('pages.previewHeading')}>
          <h2 className="site-pages__heading">{t('pages.previewHeading')}</h2>
          <div className="site-page-body" dangerouslySetInnerHTML={{ __html: previewHtml }} />
        </section>
      )}
      <PageVersions
        versions={source.versions}
        busyId={restore.isPending ? (restore.variables ?? null) : null}
        onRestore={(version) => void restoreVersion(version)}
      />
    </>
  );
}

/** One page in one language: its Markdown, a preview, saving, and the earlier versions to go back to. */
export function PageEditor({ slug, language }: { slug: TSitePageSlug; language: TLanguage }) {
  const { t } = useTranslation('site');
  const source = usePageSource(slug, language);
  if (source.isError) {
    return (
      <p className="notice notice--error" role="alert">
        {t('loadFailed')}
      </p>
    );
  }
  if (!source.data) return <Loading />;
  return <Editor key={`${slug}-${language}`} slug={slug} language={language} source={source.data} />;
}
