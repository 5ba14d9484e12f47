// @vitest-environment jsdom
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../testing/render-with-i18n.tsx';
import { Popup } from './popup.tsx';

function Harness({ closeOnOutsideClick, onClose }: { closeOnOutsideClick?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Popup
        open={open}
        title="Edit member"
        closeOnOutsideClick={closeOnOutsideClick}
        onClose={() => {
          setOpen(false);
          onClose?.();
        }}
      >
        <button type="button">First</button>
        <button type="button">Last</button>
      </Popup>
    </>
  );
}

function backdrop(): Element {
  const element = document.querySelector('.ui-popup__backdrop');
  if (!element) throw new Error('no backdrop');
  return element;
}

describe('Popup', () => {
  it('renders nothing when closed', () => {
    renderWithI18n(
      <Popup open={false} title="Hidden" onClose={() => undefined}>
        <p>Body</p>
      </Popup>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Body')).toBeNull();
  });

  it('kept in the page, is there hidden while closed, under its id, and shown when open', () => {
    const { rerender } = renderWithI18n(
      <Popup open={false} title="Kept" onClose={() => undefined} keptInPageAs="kept">
        <p>Body</p>
      </Popup>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.getElementById('kept')?.parentElement?.hidden).toBe(true);
    rerender(
      <Popup open title="Kept" onClose={() => undefined} keptInPageAs="kept">
        <p>Body</p>
      </Popup>,
    );
    expect(screen.getByRole('dialog', { name: 'Kept' }).id).toBe('kept');
    expect(document.getElementById('kept')?.parentElement?.hidden).toBe(false);
  });

  it('is a modal dialog named by its title, with a translated close button', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />, { language: 'ta' });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit member' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('button', { name: 'மூடு' })).toBeTruthy();
  });

  it('moves focus into the dialog on open and back to the opener on close', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('focuses initialFocusRef when given', async () => {
    const user = userEvent.setup();
    function WithInitialFocus() {
      const [open, setOpen] = useState(false);
      const ref = useRef<HTMLButtonElement>(null);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <Popup open={open} title="Confirm" onClose={() => setOpen(false)} initialFocusRef={ref}>
            <button type="button">Delete</button>
            <button type="button" ref={ref}>
              Keep
            </button>
          </Popup>
        </>
      );
    }
    renderWithI18n(<WithInitialFocus />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep' }));
  });

  it('closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithI18n(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('does not close on an outside click unless closeOnOutsideClick is set', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithI18n(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(backdrop());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('closes on an outside click when closeOnOutsideClick is set, but not on a click inside', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithI18n(<Harness closeOnOutsideClick onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'First' }));
    await user.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(backdrop());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not close when a press starts inside and ends outside', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithI18n(<Harness closeOnOutsideClick onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.pointer([
      { keys: '[MouseLeft>]', target: screen.getByRole('button', { name: 'First' }) },
      { target: backdrop() },
      { keys: '[/MouseLeft]', target: backdrop() },
    ]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Last' });
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(last);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);
  });

  it('closes only the inner popup on Escape when popups are nested', async () => {
    const user = userEvent.setup();
    const outerClose = vi.fn();
    function Nested() {
      const [inner, setInner] = useState(true);
      return (
        <Popup open title="Outer" onClose={outerClose}>
          <Popup open={inner} title="Inner" onClose={() => setInner(false)}>
            <button type="button">Inside</button>
          </Popup>
        </Popup>
      );
    }
    renderWithI18n(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Inside' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
    expect(outerClose).not.toHaveBeenCalled();
  });
});
