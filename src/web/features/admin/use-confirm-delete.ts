import { useState } from 'react';

/**
 * A delete (or another step that cannot be undone) asked about first: `ask(row)` opens the question,
 * `popup` is what a ConfirmPopup needs to show it. On Yes the question closes before the step runs,
 * so a second press cannot run it twice; a failure goes to `failed` (the tab's outcome).
 */
export function useConfirmDelete<TRow>(act: (row: TRow) => Promise<void>, failed: (error: unknown) => void) {
  const [asking, setAsking] = useState<TRow | null>(null);

  async function confirm(row: TRow) {
    setAsking(null);
    try {
      await act(row);
    } catch (error) {
      failed(error);
    }
  }

  return {
    /** The row the question is about, while it is open. */
    asking,
    ask: (row: TRow) => setAsking(row),
    popup: {
      open: asking !== null,
      onYes: () => {
        if (asking !== null) void confirm(asking);
      },
      onNo: () => setAsking(null),
    },
  };
}
