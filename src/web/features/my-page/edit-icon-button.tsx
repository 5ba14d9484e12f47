import type { MouseEvent, ReactNode } from 'react';
import { Button, type TButtonVariant } from '../../components/ui/button.tsx';

const PENCIL = (
  <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24">
    <path
      fill="currentColor"
      d="M3 17.25V21h3.75L17.8 9.94l-3.75-3.75L3 17.25zm17.7-10.2a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z"
    />
  </svg>
);

type TOpenFormButtonProps = {
  onClick: () => void;
  /** The page's address with that form open: the button is then a link there, answered by the app itself. */
  href?: string;
  className?: string;
  /** The accessible name when the content is an icon. */
  label?: string;
  /** Secondary unless it opens what cannot be taken back (the closure request: danger) or is the step a person came for (renew: primary). */
  variant?: TButtonVariant;
  /** The id of the text that says more about it. */
  describedBy?: string;
  children: ReactNode;
};

/**
 * A secondary button that opens one of the page's forms. With `href` it opens the form without the
 * app too: a link the app answers itself (no page load), shown and named as the button.
 */
export function OpenFormButton({
  onClick,
  href,
  className,
  label,
  variant = 'secondary',
  describedBy,
  children,
}: TOpenFormButtonProps) {
  if (href) {
    const open = (event: MouseEvent) => {
      event.preventDefault();
      onClick();
    };
    return (
      <a
        href={href}
        role="button"
        className={[`ui-button ui-button--${variant} mypage-form-link`, className ?? ''].filter(Boolean).join(' ')}
        aria-label={label}
        aria-describedby={describedBy}
        title={label}
        onClick={open}
      >
        <span className="ui-button__label">{children}</span>
      </a>
    );
  }
  return (
    <Button
      type="button"
      variant={variant}
      className={className}
      aria-label={label}
      aria-describedby={describedBy}
      title={label}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** A small pencil button; the label is its accessible name (e.g. "Edit address"). */
export function EditIconButton({ label, onClick, href }: { label: string; onClick: () => void; href?: string }) {
  return (
    <OpenFormButton label={label} onClick={onClick} href={href} className="mypage-edit-button">
      {PENCIL}
    </OpenFormButton>
  );
}
