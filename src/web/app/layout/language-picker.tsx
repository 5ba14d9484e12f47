import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, toLanguage } from '../../../shared/languages.ts';
import { useLanguage } from '../../lib/language.ts';

export function LanguagePicker() {
  const { t } = useTranslation('common');
  const [language, changeLanguage] = useLanguage();
  const id = useId();
  return (
    <div className="language-picker">
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <select id={id} value={language} onChange={(event) => void changeLanguage(toLanguage(event.target.value))}>
        {SUPPORTED_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`language.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
