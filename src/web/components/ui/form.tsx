import type { ComponentPropsWithRef } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * A form whose fields wait for React. The server's HTML shows them at once, and React hydrates a
 * moment later (after the first paint, entry-client.tsx): text typed in between would be replaced
 * by React's empty state, and a submit would go to the server as a plain request with the visitor's
 * data in the URL. So until hydration every field is disabled through one fieldset, which
 * `display: contents` keeps out of the form's layout.
 */
export function Form({ children, ...props }: ComponentPropsWithRef<'form'>) {
  const hydrated = useHydrated();
  return (
    <form {...props}>
      <fieldset className="ui-form__fields" disabled={!hydrated}>
        {children}
      </fieldset>
    </form>
  );
}
