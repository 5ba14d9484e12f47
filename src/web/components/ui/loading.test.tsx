// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithI18n } from '../../testing/render-with-i18n.tsx';
import { Loading, LoadingOverlay } from './loading.tsx';

describe('Loading', () => {
  it('is a status with the translated accessible text', () => {
    renderWithI18n(<Loading />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading…');
    expect(status.querySelector('.ui-loading__spinner')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('speaks the current language and accepts its own label', () => {
    renderWithI18n(
      <>
        <Loading />
        <Loading label="Hämtar medlemmar" />
      </>,
      { language: 'sv' },
    );
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['Laddar…', 'Hämtar medlemmar']);
  });
});

describe('LoadingOverlay', () => {
  it('renders nothing when not visible', () => {
    const { container } = renderWithI18n(<LoadingOverlay visible={false} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('.ui-loading-overlay')).toBeNull();
  });

  it('covers the page with a visible loading text when visible, and goes away again', () => {
    const { container, rerender } = renderWithI18n(<LoadingOverlay visible />, { language: 'ta' });
    expect(container.querySelector('.ui-loading-overlay')).not.toBeNull();
    expect(screen.getByRole('status').textContent).toBe('ஏற்றப்படுகிறது…');
    expect(screen.getByText('ஏற்றப்படுகிறது…').className).toBe('ui-loading__label');
    rerender(<LoadingOverlay visible={false} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
