import { useTranslation } from 'react-i18next';
import type { TLanguage } from '../../../shared/languages.ts';

/** A small note when the text is not in the reader's language, saying which one it is in. */
export function NewsLanguageNote({ language }: { language: TLanguage }) {
  const { t, i18n } = useTranslation('news');
  if (language === i18n.language) return null;
  return <p className="news-language-note">{t(`fallbackNote.${language}`)}</p>;
}
