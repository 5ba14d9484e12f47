import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { FORM_POST_DONE_PARAM, formPostQueryKey, type TFormPostState } from '../../shared/form-post.ts';

/**
 * The form `form` as the person sent it without the app, when the server refused it: what was
 * typed and an error key per field (the server put it in the rendered page's query cache).
 */
export function useRefusedFormPost(form: string | undefined): TFormPostState | undefined {
  const client = useQueryClient();
  return form === undefined ? undefined : client.getQueryData<TFormPostState>(formPostQueryKey(form));
}

/**
 * True on the page a form sent without the app redirected to once the server had done its work; on a
 * page with several forms, `form` names the one whose mark it must be (`?sent=preferences`).
 */
export function useFormPostDone(form?: string): boolean {
  const done = new URLSearchParams(useLocation().search).get(FORM_POST_DONE_PARAM);
  return done !== null && (form === undefined || done === form);
}
