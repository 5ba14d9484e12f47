import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';

export type TPopupProps = {
  open: boolean;
  onClose: () => void;
  /** Shown as the heading and used as the dialog's accessible name. */
  title: string;
  children?: ReactNode;
  /** Clicking the dimmed area around the dialog closes it. Off by default so a stray tap cannot lose a half-filled form. */
  closeOnOutsideClick?: boolean;
  /** Element to focus on open; by default the dialog itself, so Tab then starts at its first control. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
  /**
   * In the page (hidden) while closed too, under this id, so the page's entry script can open it
   * before the app is there: a button naming the id in aria-controls opens it.
   */
  keptInPageAs?: string;
};

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
  '[contenteditable="true"]',
].join(',');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden]'),
  );
}

/**
 * Modal dialog. Renders nothing while closed (unless kept in the page, then hidden); its effects
 * (focus, scroll lock) run only while open.
 */
export function Popup(props: TPopupProps) {
  if (!props.open && props.keptInPageAs === undefined) return null;
  return <PopupDialog {...props} />;
}

/** Where the focus goes back on closing: the opener, or, when the dialog has it already (opened before the app), the button naming it. */
function findOpener(dialog: HTMLElement | null, id: string | undefined): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && !dialog?.contains(active)) return active;
  return id === undefined ? null : document.querySelector<HTMLElement>(`[aria-controls="${id}"]`);
}

function PopupDialog({
  open,
  onClose,
  title,
  children,
  closeOnOutsideClick = false,
  initialFocusRef,
  className,
  keptInPageAs,
}: TPopupProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // A press that starts inside the dialog and is released outside (selecting text, say) must not close it.
  const pressStartedOutside = useRef(false);

  useEffect(() => {
    if (!open) return;
    const opener = findOpener(dialogRef.current, keptInPageAs);
    (initialFocusRef?.current ?? dialogRef.current)?.focus();
    const { body } = document;
    const overflow = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocusRef, keptInPageAs]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      // Stop here so an enclosing popup (date picker inside a form popup) stays open.
      event.stopPropagation();
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    event.stopPropagation();
    const dialog = event.currentTarget;
    const focusable = focusableIn(dialog);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    // aria-modal promises the rest of the page is out of reach, so Tab cycles inside.
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function handleBackdropMouseDown(event: MouseEvent<HTMLDivElement>) {
    pressStartedOutside.current = event.target === event.currentTarget;
  }

  function handleBackdropClick(event: MouseEvent<HTMLDivElement>) {
    const outside = pressStartedOutside.current && event.target === event.currentTarget;
    pressStartedOutside.current = false;
    if (outside && closeOnOutsideClick) onClose();
  }

  return (
    <div
      className="ui-popup__backdrop"
      // The entry script may have opened it before hydration: kept as it is, then taken over.
      hidden={!open}
      suppressHydrationWarning
      onMouseDown={handleBackdropMouseDown}
      onClick={handleBackdropClick}
    >
      <div
        ref={dialogRef}
        id={keptInPageAs}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={['ui-popup', className ?? ''].filter(Boolean).join(' ')}
        onKeyDown={handleKeyDown}
      >
        <div className="ui-popup__header">
          <h2 id={titleId} className="ui-popup__title">
            {title}
          </h2>
          <button type="button" className="ui-popup__close" aria-label={t('close')} onClick={onClose}>
            <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="ui-popup__body">{children}</div>
      </div>
    </div>
  );
}
