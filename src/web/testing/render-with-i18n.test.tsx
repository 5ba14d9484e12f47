// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { createTestI18n, renderWithI18n } from './render-with-i18n.tsx';

function Probe() {
  const { t, i18n } = useTranslation('ui');
  return (
    <p>
      {i18n.language}:{t('close')}
    </p>
  );
}

function keysOf(language: string): string[] {
  const file = path.resolve(import.meta.dirname, '../../../locales', language, 'ui.json');
  return Object.keys(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>).sort();
}

describe('renderWithI18n', () => {
  it('renders in English by default with the ui namespace loaded', () => {
    renderWithI18n(<Probe />);
    expect(screen.getByText('en:Close')).toBeTruthy();
  });

  it('renders in the requested language', () => {
    renderWithI18n(<Probe />, { language: 'sv' });
    expect(screen.getByText('sv:Stäng')).toBeTruthy();
  });

  it('keeps the provider on rerender and gives back the instance', async () => {
    const { rerender, i18n } = renderWithI18n(<Probe />, { language: 'ta' });
    expect(screen.getByText('ta:மூடு')).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
    rerender(<Probe />);
    expect(screen.getByText('en:Close')).toBeTruthy();
  });

  it('creates independent instances', async () => {
    const first = createTestI18n('en');
    const second = createTestI18n('en');
    await first.changeLanguage('sv');
    expect(second.language).toBe('en');
    expect(first.t('ui:close')).toBe('Stäng');
  });

  it('warns about a missing key (which fails the test) instead of quietly showing the key', () => {
    const i18n = createTestI18n('sv');
    // Swapped out for a moment so this one expected warning does not reach the failing spy.
    const original = console.warn;
    const warn = vi.fn();
    console.warn = warn;
    try {
      i18n.t('ui:noSuchKey');
    } finally {
      console.warn = original;
    }
    expect(warn).toHaveBeenCalledWith('i18n: missing key "ui:noSuchKey" for sv');
  });
});

describe('ui catalog', () => {
  it('has the same keys in Tamil, English and Swedish', () => {
    expect(keysOf('ta')).toEqual(keysOf('en'));
    expect(keysOf('sv')).toEqual(keysOf('en'));
  });
});
