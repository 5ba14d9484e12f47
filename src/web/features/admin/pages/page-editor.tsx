import { useState, type FormEvent } from 'react';
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
import { ApiError } from '../../../lib/api-client.ts';
import { OutcomeNotice, useOutcome } from '../action-outcome.tsx';
import { usePageSource } from './api/get-page-source.ts';
import { usePreviewPage } from './api/preview-page.ts';
import { useRestorePageVersion } from './api/restore-page-version.ts';
import { useSavePage } from './api/save-page.ts';
import { PageVersions } from './page-versions.tsx';

type TErrors = Partial<Record<'body' | 'effectiveDate', string>>;

const PLACEHOLDERS = '{{name}}, {{shortName}}, {{email}}, {{phone}}, {{postalAddress}}, {{organisationNumber}}';

type TEditorProps = { slug: TSitePageSlug; language: TLanguage; source: TSitePageSource };

function Editor({ slug, language, source }: TEditorProps) {
  const { t } = useTranslation('site');
  const [body, setBody] = useState(source.body);
  const [effectiveDate, setEffectiveDate] = useState(source.effectiveDate ?? '');
  const [errors, setErrors] = useState<TErrors>({});
  const [previewHtml, setPreviewHtml] = useState<string | null>(null);
  const save = useSavePage(slug, language);
  const restore = useRestorePageVersion(slug, language);
  const preview = usePreviewPage();
  const { outcome, done, failed } = useOutcome();
  const hasDate = slug === 'privacy';
  const input = { body, ...(hasDate ? { effectiveDate: effectiveDate.trim() || null } : {}) };

  function check(): boolean {
    const parsed = ZSitePageSave.safeParse(input);
    const found: TErrors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        found[issue.path[0] as keyof TErrors] ??= t(`fieldErrors.${issue.message}`);
    }
    setErrors(found);
    return parsed.success;
  }

  function refused(error: unknown) {
    const fields =
      error instanceof ApiError ? (error.data as { fields?: Record<string, string> } | null)?.fields : undefined;
    if (fields && Object.keys(fields).length > 0) {
      setErrors(Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, t(`fieldErrors.${key}`)])));
    } else failed(error);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending || !check()) return;
    try {
      await save.mutateAsync(input);
      done(t('pages.saved'));
    } catch (error) {
      refused(error);
    }
  }

  async function showPreview() {
    if (preview.isPending) return;
    try {
      setPreviewHtml((await preview.mutateAsync({ body, language })).html);
    } catch (error) {
      refused(error);
    }
  }

  async function restoreVersion(version: TSitePageVersion) {
    try {
      const restored = await restore.mutateAsync(version.id);
      setBody(restored.body);
      setEffectiveDate(restored.effectiveDate ?? '');
      setPreviewHtml(null);
      done(t('pages.restored'));
    } catch (error) {
      failed(error);
    }
  }

  return (
    <>
      <form className="admin-content-form site-pages__form" onSubmit={(event) => void submit(event)} noValidate>
        <OutcomeNotice outcome={outcome} />
        {hasDate && (
          <TextInput
            label={t('pages.effectiveDate')}
            value={effectiveDate}
            onChange={setEffectiveDate}
            error={errors.effectiveDate}
            inputMode="numeric"
            autoComplete="off"
          />
        )}
        <Textarea
          label={t('pages.body')}
          value={body}
          onChange={setBody}
          rows={16}
          mandatory
          error={errors.body}
          className="site-pages__body"
        />
        <p className="admin-content-form__note">{t('pages.help', { placeholders: PLACEHOLDERS })}</p>
        <div className="admin-content-form__buttons">
          <Button variant="secondary" busy={preview.isPending} onClick={() => void showPreview()}>
            {t('pages.preview')}
          </Button>
          <Button type="submit" busy={save.isPending}>
            {t('pages.save')}
          </Button>
        </div>
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
