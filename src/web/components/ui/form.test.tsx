// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Form } from './form.tsx';

function NameForm({ onSubmit }: { onSubmit: () => void }) {
  return (
    <Form
      aria-label="name"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <input aria-label="Name" defaultValue="" />
      <button type="submit">Send</button>
    </Form>
  );
}

describe('Form', () => {
  it('holds its fields disabled in the server HTML, so nothing is typed or sent before React is there', () => {
    const html = renderToString(<NameForm onSubmit={() => {}} />);
    expect(html).toMatch(/<fieldset class="ui-form__fields" disabled="">/);
  });

  it('enables the fields once hydrated, and the submit reaches the handler', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<NameForm onSubmit={() => {}} />);
    document.body.append(container);
    const onSubmit = vi.fn();
    render(<NameForm onSubmit={onSubmit} />, { container, hydrate: true });
    const fieldset = container.querySelector('fieldset')!;
    expect(fieldset.disabled).toBe(false);
    container.querySelector('button')!.click();
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
