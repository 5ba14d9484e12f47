import { useRef, useState } from 'react';
import { useOutcome } from './action-outcome.tsx';

/**
 * The state of a board tab that edits a list (EditableList): the row the form is changing, if any,
 * the last action's outcome, and where the form sits, so that starting an edit can bring it into view.
 */
export function useListEditor<TRow>() {
  const [editing, setEditing] = useState<TRow | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const outcome = useOutcome();
  return {
    ...outcome,
    editing,
    formRef,
    startEditing(row: TRow) {
      outcome.clear();
      setEditing(row);
      // The form sits above the table: bring it into view on a phone.
      requestAnimationFrame(() => formRef.current?.scrollIntoView({ block: 'start' }));
    },
    stopEditing: () => setEditing(null),
  };
}
