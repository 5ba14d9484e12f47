import { useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useOutcome, type TOutcome } from './action-outcome.tsx';

/** What EditableList takes of a tab's useListEditor: the outcome, the form's place, ending the edit, announcing. */
export type TListEditorView = {
  outcome: TOutcome | null;
  formRef: RefObject<HTMLDivElement | null>;
  stopEditing: () => void;
  done: (text: string) => void;
};

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
