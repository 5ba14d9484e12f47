// @vitest-environment jsdom
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Button } from './button.tsx';
import { Form } from './form.tsx';

type TSent = { name: string; bio: string; agreed: boolean; size: string };

function ProfileForm({ onSubmit }: { onSubmit: (sent: TSent) => void }) {
  // Like the site's forms: hydration re-renders the fields once, with the form state's values.
  const hydrated = useHydrated();
  const [name, setName] = useState('');
  const [bio, setBio] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [size, setSize] = useState('s');
  return (
    <Form
      aria-label="profile"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ name, bio, agreed, size });
      }}
    >
      <input aria-label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
      <textarea aria-label="Bio" value={bio} onChange={(event) => setBio(event.currentTarget.value)} />
      <input
        aria-label="Agreed"
        type="checkbox"
        checked={agreed}
        onChange={(event) => setAgreed(event.currentTarget.checked)}
      />
      <select aria-label="Size" value={size} onChange={(event) => setSize(event.currentTarget.value)}>
        <option value="s">S</option>
        <option value="m">M</option>
      </select>
      <Button type="submit" className={hydrated ? 'ready' : undefined}>
        Send
      </Button>
    </Form>
  );
}

/** The server's HTML in the document, as a browser shows it before React arrives. */
function serverRendered(onSubmit = () => {}) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ProfileForm onSubmit={onSubmit} />);
  document.body.append(container);
  const get = <T extends Element>(selector: string) => container.querySelector<T>(selector)!;
  return {
    container,
    name: get<HTMLInputElement>('input[aria-label="Name"]'),
    bio: get<HTMLTextAreaElement>('textarea'),
    agreed: get<HTMLInputElement>('input[type="checkbox"]'),
    size: get<HTMLSelectElement>('select'),
    send: get<HTMLButtonElement>('button'),
  };
}

describe('Form', () => {
  it('takes input before React arrives, but cannot be sent until then', () => {
    const html = renderToString(<ProfileForm onSubmit={() => {}} />);
    expect(html).not.toMatch(/<fieldset|<input[^>]*disabled/);
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
  });

  it('hands what was typed, ticked and chosen before hydration to the form state', async () => {
    const page = serverRendered();
    // A person fills the form in while the scripts are still on their way.
    page.name.value = 'Kavya';
    page.bio.value = 'Sings in the choir';
    page.agreed.checked = true;
    page.size.value = 'm';

    const onSubmit = vi.fn();
    await act(async () => {
      render(<ProfileForm onSubmit={onSubmit} />, { container: page.container, hydrate: true });
    });
    expect(page.name.value).toBe('Kavya');
    expect(page.send.disabled).toBe(false);
    await act(async () => page.send.click());
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Kavya', bio: 'Sings in the choir', agreed: true, size: 'm' });
  });

  it('sends the rendered values when nothing was touched before hydration', async () => {
    const page = serverRendered();
    const onSubmit = vi.fn();
    await act(async () => {
      render(<ProfileForm onSubmit={onSubmit} />, { container: page.container, hydrate: true });
    });
    await act(async () => page.send.click());
    expect(onSubmit).toHaveBeenCalledWith({ name: '', bio: '', agreed: false, size: 's' });
  });
});
