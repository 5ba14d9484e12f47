// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { z } from 'zod';
import { formPostQueryKey } from '../../shared/form-post.ts';
import { createTestI18n } from '../testing/render-with-i18n.tsx';
import { schemaAtHand } from '../testing/schema-at-hand.ts';
import { useForm } from './use-form.ts';

const START = {
  title: '',
  links: [{ name: 'a', url: 'https://a.example' }],
  rules: { minAge: '7', daily: true },
};

function formAfterPost(values: Record<string, string>) {
  const client = new QueryClient();
  client.setQueryData(formPostQueryKey('posted'), { form: 'posted', values, errors: { 'links.0.url': 'httpsLink' } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={createTestI18n()}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
  return renderHook(
    () =>
      useForm({ schema: schemaAtHand(z.unknown()), initial: START, postedAs: 'posted', send: () => Promise.resolve() }),
    { wrapper },
  ).result.current;
}

describe('useForm after a post without the app was refused', () => {
  it('fills lists and groups by the dotted field names, a tick from its text, and shows the errors', () => {
    const form = formAfterPost({
      title: 'Typed',
      'links.0.url': 'http://plain.example',
      'rules.minAge': 'seven',
      'rules.daily': '',
    });
    expect(form.values).toEqual({
      title: 'Typed',
      links: [{ name: 'a', url: 'http://plain.example' }],
      rules: { minAge: 'seven', daily: false },
    });
    expect(form.errors).toEqual({ 'links.0.url': 'httpsLink' });
  });

  it('leaves out names the form does not have: another row, another field, the prototype', () => {
    const form = formAfterPost({ 'links.3.url': 'x', 'rules.other': 'x', '__proto__.polluted': 'x', extra: 'x' });
    expect(form.values).toEqual(START);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
