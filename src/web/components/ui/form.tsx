import { createContext, useCallback, useContext, useEffect, useRef, type ComponentPropsWithRef } from 'react';
import { replayTypedValues } from '../../lib/replay-typed-values.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

// Outside a Form every submit button is ready.
const FormReadyContext = createContext(true);
const InsideFormContext = createContext(false);

/** True inside a Form: its fields keep a line for an error, so one appearing moves nothing below. */
export function useInsideForm(): boolean {
  return useContext(InsideFormContext);
}

/** False while the surrounding Form waits for React: its submit buttons hold still until then. */
export function useFormReady(): boolean {
  return useContext(FormReadyContext);
}

/**
 * A form that can be filled in before React arrives. The server's HTML shows the fields at once and
 * they take input straight away; React hydrates once a person starts using the page (a focus in a
 * field is enough, entry-client.tsx). Until then the form cannot be sent: its submit buttons are
 * disabled (Button reads useFormReady), which also stops Enter from sending it as a plain request
 * with the visitor's data in the URL. Once hydrated, whatever was typed meanwhile is handed to the form's state.
 * A form posted to the server (method post and an action, src/server/http/form-post.ts) is ready at
 * once: without any script the browser sends it; with the entry script there, the send is held until
 * the app has hydrated and then made by the app (lib/boot/hold-input-until-hydrated.ts).
 */
export function Form({ children, ref, ...props }: ComponentPropsWithRef<'form'>) {
  const hydrated = useHydrated();
  // A form with an action and method post works without the app: the server takes it as sent.
  const sendsWithoutApp = props.method === 'post' && typeof props.action === 'string';
  const formRef = useRef<HTMLFormElement | null>(null);
  const setRefs = useCallback(
    (form: HTMLFormElement | null) => {
      formRef.current = form;
      if (typeof ref === 'function') return ref(form);
      if (ref) ref.current = form;
    },
    [ref],
  );

  // At mount, among hydration's own effects: the first re-render of a controlled field would put
  // the server's value back on screen. In a form rendered in the browser there is nothing to replay.
  useEffect(() => {
    if (formRef.current) replayTypedValues(formRef.current);
  }, []);

  return (
    <form {...props} ref={setRefs}>
      <InsideFormContext.Provider value={true}>
        <FormReadyContext.Provider value={hydrated || sendsWithoutApp}>{children}</FormReadyContext.Provider>
      </InsideFormContext.Provider>
    </form>
  );
}
