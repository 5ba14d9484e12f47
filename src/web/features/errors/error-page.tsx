import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { clearAppError, useAppError, type TAppError } from '../../lib/app-error.ts';
import { writeStorage } from '../../lib/browser-storage.ts';
import { readStorage } from '../../lib/read-storage.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';

const CLEAR_AFTER_MS = 1000;

/** The answer's code, when it is a JSON error answer ({ error, message }). */
function codeOf(data: unknown): string | null {
  if (!data || typeof data !== 'object' || !('error' in data)) return null;
  return typeof data.error === 'string' && data.error !== '' ? data.error : null;
}

/** Other answers as they came: a plain-text body, or the JSON itself. */
function describe(data: unknown): string {
  if (typeof data === 'string') return data;
  return data === null || data === undefined ? '' : JSON.stringify(data);
}

/** Shows the stored error's status code and answer, then clears it after a second. */
export default function ErrorPage() {
  const { t } = useTranslation('common');
  const appError = useAppError();
  const [shown, setShown] = useState<TAppError | null>(null);

  useEffect(() => {
    if (appError) {
      setShown(appError);
      writeStorage(STORAGE_KEYS.errorMessage, JSON.stringify(appError));
    } else {
      const stored = readStorage(STORAGE_KEYS.errorMessage);
      if (stored) setShown(JSON.parse(stored) as TAppError);
    }
    const timer = window.setTimeout(() => {
      clearAppError();
      writeStorage(STORAGE_KEYS.errorMessage, null);
    }, CLEAR_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [appError]);

  const code = shown ? codeOf(shown.data) : null;
  return (
    <section className="page">
      <PageTitle pageKey="error" />
      {shown?.status != null && <p>{t('error.status', { status: shown.status })}</p>}
      {shown && code !== null && (
        // Said in the reader's language from the answer's code; the server's message is English.
        <p className="error-data" data-code={code}>
          {t([`serverErrors.${code}`, 'serverErrors.unknown'])}
        </p>
      )}
      {shown && code === null && <pre className="error-data">{describe(shown.data)}</pre>}
      <Link className="button-link" to="/">
        {t('notFound.goHome')}
      </Link>
    </section>
  );
}
