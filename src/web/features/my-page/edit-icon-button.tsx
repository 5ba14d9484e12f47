import { Button } from '../../components/ui/button.tsx';

/** A small pencil button; the label is its accessible name (e.g. "Edit address"). */
export function EditIconButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      type="button"
      variant="secondary"
      className="mypage-edit-button"
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24">
        <path
          fill="currentColor"
          d="M3 17.25V21h3.75L17.8 9.94l-3.75-3.75L3 17.25zm17.7-10.2a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z"
        />
      </svg>
    </Button>
  );
}
