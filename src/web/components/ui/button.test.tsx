// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../testing/render-with-i18n.tsx';
import { Button } from './button.tsx';

describe('Button', () => {
  it('is type="button" and primary by default', () => {
    renderWithI18n(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.classList.contains('ui-button--primary')).toBe(true);
  });

  it('applies the variant and an explicit type', () => {
    renderWithI18n(
      <>
        <Button variant="secondary">Cancel</Button>
        <Button variant="danger" type="submit">
          Delete
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' }).classList.contains('ui-button--secondary')).toBe(true);
    const danger = screen.getByRole('button', { name: 'Delete' });
    expect(danger.classList.contains('ui-button--danger')).toBe(true);
    expect(danger.getAttribute('type')).toBe('submit');
  });

  it('calls onClick, by mouse and by keyboard', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithI18n(<Button onClick={onClick}>Save</Button>);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('does not call onClick when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithI18n(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('sets aria-busy while busy, ignores clicks and does not submit its form', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { container } = renderWithI18n(
      <form>
        <Button type="submit" busy onClick={onClick}>
          Save
        </Button>
      </form>,
    );
    container.querySelector('form')?.addEventListener('submit', onSubmit);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('has no aria-busy when not busy', () => {
    renderWithI18n(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('aria-busy')).toBe(false);
  });
});
