import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { useFormReady } from './form.tsx';

export type TButtonVariant = 'primary' | 'secondary' | 'danger';

export type TButtonProps = Omit<ComponentPropsWithRef<'button'>, 'type'> & {
  variant?: TButtonVariant;
  /** Defaults to 'button' so a button inside a form never submits it by accident. */
  type?: 'button' | 'submit' | 'reset';
  /** A request started by this button is running: clicks are ignored until it ends. */
  busy?: boolean;
};

export function Button({
  variant = 'primary',
  type = 'button',
  busy = false,
  disabled = false,
  className,
  onClick,
  children,
  ...rest
}: TButtonProps) {
  // A submit button of a form still waiting for React must not send it as a plain request.
  const waitingForForm = !useFormReady() && type === 'submit';
  const classes = ['ui-button', `ui-button--${variant}`, busy ? 'ui-button--busy' : '', className ?? '']
    .filter(Boolean)
    .join(' ');

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    // Busy stays focusable (unlike disabled) so keyboard focus is not lost mid-request,
    // which means the click has to be swallowed here, including a submit's default action.
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || waitingForForm}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={handleClick}
    >
      {busy && <span className="ui-button__spinner" aria-hidden="true" />}
      <span className="ui-button__label">{children}</span>
    </button>
  );
}
