import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLanguage } from '../../../../shared/languages.ts';
import { pageHasDate, sitePageFormName, sitePageQuery, sitePageSaveOfForm } from '../../../../shared/site-page-form.ts';
import type { TSitePageSlug, TSitePageSource, TSitePageVersion } from '../../../../shared/site-pages.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { fieldErrors } from '../../../lib/field-errors.ts';
import { useFormPostDone } from '../../../lib/form-post.ts';
import { useForm } from '../../../lib/use-form.ts';
import { siteFieldErrorKey } from '../settings/settings-form-state.ts';
import { OutcomeNotice, useOutcome } from '../action-outcome.tsx';
import { adminSectionPath } from '../admin-sections.ts';
import { usePageSource } from './api/get-page-source.ts';
import { usePreviewPage } from './api/preview-page.ts';
import { useRestorePageVersion } from './api/restore-page-version.ts';
import { useSavePage } from './api/save-page.ts';
import { PageVersions } from './page-versions.tsx';
import { lazySchema } from '../../../lib/lazy-schema.ts';

const SITE_PAGE_SAVE_SCHEMA = lazySchema(
  () => import('../../../../shared/site-pages.schema.ts'),
  (schemas) => schemas.ZSitePageSave,
);

const PLACEHOLDERS = '{{name}}, {{shortName}}, {{email}}, {{phone}}, {{postalAddress}}, {{organisationNumber}}';

type TEditorProps = {
  slug: TSitePageSlug;
  language: TLanguage;
  /** The address opens this page in this language: a post without the app comes back to it. */
  opened: boolean;
};

function Editor({ slug, language, opened, source }: TEditorProps & { source: TSitePageSource }) {
  const { t } = useTranslation('site');
  const [previewHtml, setPreviewHtml] = useState<string | null>(null);
  const save = useSavePage(slug, language);
  const restore = useRestorePageVersion(slug, language);
  const preview = usePreviewPage();
  const { outcome, done, failed, refused } = useOutcome();
  const hasDate = pageHasDate(slug);
  const form = useForm({
    schema: SITE_PAGE_SAVE_SCHEMA,
    initial: { body: source.body, effectiveDate: source.effectiveDate ?? '' },
    prepare: (typed) => sitePageSaveOfForm(slug, typed),
    errorKey: siteFieldErrorKey,
    refused,
    postedAs: sitePageFormName({ slug, language }),
    send: async (_values, input) => {
      await save.mutateAsync(input);
      done(t('pages.saved'));
    },
  });
  const { body, effectiveDate } = form.values;
  // Sent without the app: the server saved it and came back here (a refusal comes back as the fields' errors).
  const savedWithoutApp = useFormPostDone() && opened && !outcome;

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
      <Form
        className="admin-content-form site-pages__form"
        method="post"
        action={`${adminSectionPath('content')}?${sitePageQuery({ slug, language })}`}
        onSubmit={(event) => void form.submit(event)}
        noValidate
      >
        {hasDate && (
          <TextInput
            name="effectiveDate"
            label={t('pages.effectiveDate')}
            value={effectiveDate}
            onChange={form.change('effectiveDate')}
            error={form.errorText('effectiveDate')}
            inputMode="numeric"
            autoComplete="off"
          />
        )}
        <Textarea
          name="body"
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
        {savedWithoutApp && (
          <p className="notice notice--success admin-page__outcome" role="status">
            {t('pages.saved')}
          </p>
        )}
      </Form>
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
export function PageEditor({ slug, language, opened }: TEditorProps) {
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
  return <Editor key={`${slug}-${language}`} slug={slug} language={language} opened={opened} source={source.data} />;
}
