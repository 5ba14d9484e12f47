import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionErrorReason } from './action-error.ts';

/** What the board's last action on a tab came to. `id` makes the same text announced twice a new notice. */
export type TOutcome = { kind: 'done' | 'failed'; text: string; id: number };

/** Keeps a tab's last outcome; a failure is worded from the server's reason when it gave one. */
export function useOutcome() {
  const { t, i18n } = useTranslation('admin');
  const [outcome, setOutcome] = useState<TOutcome | null>(null);
  return {
    outcome,
    done: (text: string) => setOutcome({ kind: 'done', text, id: Date.now() }),
    failed: (error: unknown) => {
      const reason = actionErrorReason(error, i18n);
      setOutcome({ kind: 'failed', text: reason ? t('failed', { reason }) : t('failedUnknown'), id: Date.now() });
    },
    clear: () => setOutcome(null),
  };
}

/** A success is a polite status; a failure interrupts as an alert. */
export function OutcomeNotice({ outcome }: { outcome: TOutcome | null }) {
  if (!outcome) return null;
  return (
    <p
      key={outcome.id}
      className={`notice admin-page__outcome ${outcome.kind === 'done' ? 'notice--success' : 'notice--error'}`}
      role={outcome.kind === 'done' ? 'status' : 'alert'}
    >
      {outcome.text}
    </p>
  );
}
