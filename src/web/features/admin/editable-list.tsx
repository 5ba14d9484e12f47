import type { ReactNode, RefObject } from 'react';
import { Loading } from '../../components/ui/loading.tsx';
import { OutcomeNotice, type TOutcome } from './action-outcome.tsx';

type TEditableListProps<TRow> = {
  intro: string;
  outcome: TOutcome | null;
  /** Wraps the form so that starting an edit can scroll to it. */
  formRef: RefObject<HTMLDivElement | null>;
  /** The add-or-change form. */
  form: ReactNode;
  /** The list's query. */
  rows: { isPending: boolean; isError: boolean; data?: TRow[] | undefined };
  loadFailed: string;
  /** The list once loaded. */
  table: (rows: TRow[]) => ReactNode;
  /** After the list, e.g. its confirmation popup. */
  children?: ReactNode;
};

/** A board tab that edits a list: intro, the last action's outcome, the form, then the loaded list. */
export function EditableList<TRow>({
  intro,
  outcome,
  formRef,
  form,
  rows,
  loadFailed,
  table,
  children,
}: TEditableListProps<TRow>) {
  return (
    <>
      <p className="admin-page__intro">{intro}</p>
      <OutcomeNotice outcome={outcome} />
      <div ref={formRef}>{form}</div>
      {rows.isPending ? (
        <Loading />
      ) : rows.isError || !rows.data ? (
        <p className="notice notice--error" role="alert">
          {loadFailed}
        </p>
      ) : (
        table(rows.data)
      )}
      {children}
    </>
  );
}
