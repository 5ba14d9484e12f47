import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssociation } from '../lib/association.tsx';
import { useFocusAfterNavigation } from '../lib/navigation-focus.ts';
import { toLanguage } from '../../shared/languages.ts';

/** The page's one h1; after client-side navigation it names the browser tab and takes the focus. */
export function PageTitle({ pageKey }: { pageKey: string }) {
  const { t, i18n } = useTranslation('common');
  const association = useAssociation();
  const title = t(`pages.${pageKey}.title`);
  const siteName = association.name[toLanguage(i18n.language)];
  const heading = useFocusAfterNavigation<HTMLHeadingElement>();

  useEffect(() => {
    document.title = `${title} | ${siteName}`;
  }, [title, siteName]);

  return (
    <h1 ref={heading} className="page-title" tabIndex={-1}>
      {title}
    </h1>
  );
}
