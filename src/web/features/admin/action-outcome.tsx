import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../../lib/field-errors.ts';
import { actionErrorReason } from './action-error.ts';

/** What the board's last action on a tab came to. `id` makes the same text announced twice a new notice. */
export type TOutcome = { kind: 'done' | 'failed'; text: string; id: number };

/**
 * A form's `refused` (use-form.ts) when its tab shows failures: a refusal that names no field goes to
 * `failed`; one that names fields is shown beside them.
 */
export const refusedTo =
  (failed: (error: unknown) => void) =>
  (error: unknown): boolean => {
    if (Object.keys(fieldErrors(error) ?? {}).length > 0) return false;
    failed(error);
    return true;
  };

/** Keeps a tab's last outcome; a failure is worded from the server's reason when it gave one. */
export function useOutcome() {
  const { t, i18n } = useTranslation('admin');
  const [outcome, setOutcome] = useState<TOutcome | null>(null);
  const failed = (error: unknown) => {
    const reason = actionErrorReason(error, i18n);
    setOutcome({ kind: 'failed', text: reason ? t('failed', { reason }) : t('failedUnknown'), id: Date.now() });
  };
  return {
    outcome,
    done: (text: string) => setOutcome({ kind: 'done', text, id: Date.now() }),
    failed,
    /** A failure the form words itself (what was kept and what was not). */
    failedWith: (text: string) => setOutcome({ kind: 'failed', text, id: Date.now() }),
    /** A form's `refused` (use-form.ts): a refusal that names no field is this tab's failure notice. */
    refused: refusedTo(failed),
    clear: () => setOutcome(null),
  };
}

/**
 * A success is a polite status; a failure interrupts as an alert. `focus`: the notice sits beside the
 * button that was pressed and takes the focus, so it is in view where the person is looking.
 */
export function OutcomeNotice({ outcome, focus = false }: { outcome: TOutcome | null; focus?: boolean }) {
  if (!outcome) return null;
  return <OutcomeText key={outcome.id} outcome={outcome} focus={focus} />;
}

function OutcomeText({ outcome, focus }: { outcome: TOutcome; focus: boolean }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!focus) return;
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, [focus]);
  return (
    <p
      ref={ref}
      tabIndex={focus ? -1 : undefined}
      className={`notice admin-page__outcome ${outcome.kind === 'done' ? 'notice--success' : 'notice--error'}`}
      role={outcome.kind === 'done' ? 'status' : 'alert'}
    >
      {outcome.text}
    </p>
  );
}
