/**
 * A form sent without the app (a plain `<form method="post">`) that the server refused: the page is
 * rendered again with what was typed and an error key per field, so the person corrects and sends it
 * again. The web app finds it in its query cache under formPostQueryKey(form), so hydration keeps it.
 */
// A plain type, no zod: the server builds it, and the browser's bundle stays as it was.
export type TFormPostState = {
  /** The form's name, as its page asks for it (`contact`). */
  form: string;
  values: Record<string, string>;
  /** Field name -> key of the validation catalog, as a JSON answer's `fields` says it. */
  errors: Record<string, string>;
  /** A refusal that names no field, as the JSON answer's error code says it (`invalid_credentials`). */
  refusal?: string;
};

export const formPostQueryKey = (form: string) => ['form-post', form] as const;

/** The query-string mark of the page a form sent without the app redirects to once it is done. */
export const FORM_POST_DONE_PARAM = 'sent';

/**
 * The name of a submit button that changes the form rather than sending it (add a row, remove one):
 * without the app the server answers its press with the page again; before the app has hydrated the
 * entry holds the press for the app, as any button's.
 */
export const FORM_PRESS_FIELD = 'intent';
