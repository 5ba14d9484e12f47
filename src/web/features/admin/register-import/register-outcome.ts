import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverRefusal } from '../../../lib/server-refusal.ts';
import { actionErrorReason } from '../action-error.ts';
import type { TOutcome } from '../action-outcome.tsx';

/** The tab's last outcome; a refused file is worded from its reason (binary, empty, too many rows, ...). */
export function useRegisterOutcome() {
  const { t, i18n } = useTranslation('admin');
  const [outcome, setOutcome] = useState<TOutcome | null>(null);
  const failedText = (error: unknown): string => {
    const refusal = serverRefusal(error);
    if (refusal?.code === 'register_refused') {
      const reason = t(`registerImport.refusal.${String(refusal.params.reason)}`, {
        defaultValue: t('registerImport.refusal.other'),
      });
      return t('failed', { reason });
    }
    const reason = actionErrorReason(error, i18n);
    return reason ? t('failed', { reason }) : t('failedUnknown');
  };
  return {
    outcome,
    done: (text: string) => setOutcome({ kind: 'done', text, id: Date.now() }),
    failed: (error: unknown) => setOutcome({ kind: 'failed', text: failedText(error), id: Date.now() }),
    clear: () => setOutcome(null),
  };
}
