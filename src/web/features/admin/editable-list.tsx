import type { ReactNode } from 'react';
import { Loading } from '../../components/ui/loading.tsx';
import { OutcomeNotice } from './action-outcome.tsx';
import { DataTable, type TDataTableProps } from './data-table.tsx';
import type { TListEditorView } from './use-list-editor.ts';

/** What the form calls when it is saved (with the text to announce) or cancelled. */
export type TEditorHandlers = { onSaved: (text: string) => void; onCancel: () => void };

type TEditableListProps<TRow> = Omit<TDataTableProps<TRow>, 'rows'> & {
  intro: string;
  /** The tab's useListEditor: the last outcome, where the form sits, ending the edit, announcing a done action. */
  editor: TListEditorView;
  /** The add-or-change form, given what to call when it is saved or cancelled. */
  form: (handlers: TEditorHandlers) => ReactNode;
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
  const { intro, editor, form, rows, loadFailed, children } = props;
  const { outcome, formRef, stopEditing } = editor;
  const handlers: TEditorHandlers = {
    onSaved: (text) => {
      stopEditing();
      editor.done(text);
    },
    onCancel: stopEditing,
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
