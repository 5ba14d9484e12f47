import type { ReactNode, RefObject } from 'react';
import { Loading } from '../../components/ui/loading.tsx';
import { OutcomeNotice, type TOutcome } from './action-outcome.tsx';
import { DataTable, type TDataTableProps } from './data-table.tsx';

/** What the form calls when it is saved (with the text to announce) or cancelled. */
export type TEditorHandlers = { onSaved: (text: string) => void; onCancel: () => void };

type TEditableListProps<TRow> = Omit<TDataTableProps<TRow>, 'rows'> & {
  intro: string;
  outcome: TOutcome | null;
  /** Wraps the form so that starting an edit can scroll to it. */
  formRef: RefObject<HTMLDivElement | null>;
  /** The add-or-change form, given what to call when it is saved or cancelled. */
  form: (handlers: TEditorHandlers) => ReactNode;
  /** Ends the edit (the form goes back to adding). */
  onStopEditing: () => void;
  /** Announces a done action. */
  onDone: (text: string) => void;
  /** The list's query. */
  rows: { isPending: boolean; isError: boolean; data?: TRow[] | undefined };
  loadFailed: string;
  /** After the list, e.g. its confirmation popup. */
  children?: ReactNode;
};

/**
 * A board tab that edits a list: intro, the last action's outcome, the form (saving or cancelling
 * ends the edit), then the loaded list as a table.
 */
export function EditableList<TRow>(props: TEditableListProps<TRow>) {
  const { intro, outcome, formRef, form, onStopEditing, onDone, rows, loadFailed, children } = props;
  const handlers: TEditorHandlers = {
    onSaved: (text) => {
      onStopEditing();
      onDone(text);
    },
    onCancel: onStopEditing,
  };
  return (
    <>
      <p className="admin-page__intro">{intro}</p>
      <OutcomeNotice outcome={outcome} />
      <div ref={formRef}>{form(handlers)}</div>
      {rows.isPending ? (
        <Loading />
      ) : rows.isError || !rows.data ? (
        <p className="notice notice--error" role="alert">
          {loadFailed}
        </p>
      ) : (
        <DataTable
          caption={props.caption}
          rows={rows.data}
          columns={props.columns}
          rowKey={props.rowKey}
          searchableOf={props.searchableOf}
        />
      )}
      {children}
    </>
  );
}
