import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toLanguage } from '../../shared/languages.ts';
import type { TSitePageSlug } from '../../shared/site-pages.schema.ts';
import { useSitePage } from '../lib/site-pages.ts';
import { Loading } from './ui/loading.tsx';

/** A link of this site, followed without a full page load; anything else the browser follows itself. */
function followInside(event: MouseEvent<HTMLDivElement>, navigate: (path: string) => void) {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return;
  }
  const link = (event.target as Element).closest('a');
  const href = link?.getAttribute('href');
  if (!href || !href.startsWith('/') || href.startsWith('//')) return;
  event.preventDefault();
  navigate(href);
}

/**
 * The text of a page the board writes, in the reader's language. The HTML comes from the server's
 * Markdown renderer, which lets no markup of the author's through: only headings, paragraphs,
 * lists, emphasis and links checked against a list of safe schemes.
 */
export function SitePageBody({ slug, className }: { slug: TSitePageSlug; className?: string }) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const { data } = useSitePage(slug, toLanguage(i18n.language));
  if (!data) return <Loading />;
  return (
    // The clicks handled are those of the links inside, which keep their own keyboard behaviour.
    <div
      className={`site-page-body${className ? ` ${className}` : ''}`}
      onClick={(event) => followInside(event, (path) => void navigate(path))}
      dangerouslySetInnerHTML={{ __html: data.html }}
    />
  );
}
