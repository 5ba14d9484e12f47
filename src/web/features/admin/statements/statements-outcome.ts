import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorKey } from '../../../lib/field-errors.ts';
import { serverRefusal } from '../../../lib/server-refusal.ts';
import type { TOutcome } from '../action-outcome.tsx';

/** The catalog key of a statements form's field error: no file chosen is worded by the upload, the rest are the shared rules'. */
export const statementsErrorKey = (key: string) => (key === 'noFile' ? 'statements:upload.noFile' : fieldErrorKey(key));

/**
 * The panel's last outcome. A refused file is worded from its reason and line; any other refusal
 * from the statements catalog's text for its code, else the general "did not work".
 */
export function useStatementsOutcome() {
  const { t, i18n } = useTranslation('statements');
  const [outcome, setOutcome] = useState<TOutcome | null>(null);
  const failedText = (error: unknown): string => {
    const refusal = serverRefusal(error);
    if (refusal?.code === 'statement_refused') {
      const reason = t(`refusal.${String(refusal.params.reason)}`, { defaultValue: t('refusal.other') });
      return refusal.params.line === undefined
        ? t('refused.noLine', { reason })
        : t('refused.withLine', { reason, line: refusal.params.line });
    }
    const key = refusal ? `statements:serverErrors.${refusal.code}` : '';
    if (refusal && i18n.exists(key)) return t(`serverErrors.${refusal.code}`, refusal.params);
    return t('failed');
  };
  return {
    outcome,
    done: (text: string) => setOutcome({ kind: 'done', text, id: Date.now() }),
    failed: (error: unknown) => setOutcome({ kind: 'failed', text: failedText(error), id: Date.now() }),
  };
}
