import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SUPPORTED_LANGUAGES } from '../../../../shared/languages.ts';
import { sitePageOfQuery } from '../../../../shared/site-page-form.ts';
import { isSitePageSlug, SITE_PAGE_SLUGS, type TSitePageSlug } from '../../../../shared/site-pages.schema.ts';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { PageEditor } from './page-editor.tsx';

/**
 * The dashboard's "Pages" tab: the texts of the home page, about us, the privacy policy and the event
 * pages. The section's address may name the page and language it opens (`?tab=site-pages&page=about&lang=en`),
 * where the editor's form posts without the app.
 */
export function PagesTab() {
  const { t } = useTranslation('site');
  const [params] = useSearchParams();
  const opened = sitePageOfQuery(Object.fromEntries(params));
  const [slug, setSlug] = useState<TSitePageSlug>(opened?.slug ?? 'home');
  return (
    <div className="site-pages">
      <p className="admin-page__intro">{t('pages.intro')}</p>
      <Dropdown
        label={t('pages.page')}
        options={SITE_PAGE_SLUGS.map((value) => ({ value, label: t(`pages.names.${value}`) }))}
        value={slug}
        onChange={(value) => {
          if (isSitePageSlug(value)) setSlug(value);
        }}
        mandatory
      />
      <Tabs
        key={slug}
        label={t('pages.languageTabs')}
        className="site-pages__languages"
        defaultSelectedId={opened?.slug === slug ? opened.language : undefined}
        tabs={SUPPORTED_LANGUAGES.map((language) => ({
          id: language,
          label: t(`pages.languages.${language}`),
          content: (
            <PageEditor
              slug={slug}
              language={language}
              opened={opened?.slug === slug && opened.language === language}
            />
          ),
        }))}
      />
    </div>
  );
}
