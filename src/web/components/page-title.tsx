import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssociation } from '../lib/association.tsx';
import { toLanguage } from '../../shared/languages.ts';

/** The page's one h1; after client-side navigation it also names the browser tab. */
export function PageTitle({ pageKey }: { pageKey: string }) {
  const { t, i18n } = useTranslation('common');
  const association = useAssociation();
  const title = t(`pages.${pageKey}.title`);
  const siteName = association.name[toLanguage(i18n.language)];

  useEffect(() => {
    document.title = `${title} | ${siteName}`;
  }, [title, siteName]);

  return <h1 className="page-title">{title}</h1>;
}
