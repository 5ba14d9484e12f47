import { ApiError, checkAnswer, type TAnswer, type TAnswerName } from './api-client.ts';
import { readStorage } from './read-storage.ts';
import { trackRequest } from './request-tracker.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/**
 * A multipart/form-data request (Bearer) answering JSON: files go as they are, not as data URLs a
 * third larger. apiRequest sends JSON only, hence this one.
 */
export async function sendFormData<TName extends TAnswerName>(
  path: string,
  method: 'POST' | 'PUT',
  form: FormData,
  answer: TName,
  /** Reads the answer's headers (a created thing's Location), when the caller needs them. */
  readHeaders?: (headers: Headers) => void,
): Promise<TAnswer<TName>> {
  const token = readStorage(STORAGE_KEYS.accessToken);
  const run = async () => {
    const response = await fetch(path, {
      method,
      // No content-type: the browser writes multipart/form-data with its boundary.
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: form,
      credentials: 'same-origin',
    });
    const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
    const data: unknown = isJson ? await response.json() : await response.text();
    if (!response.ok) throw new ApiError(response.status, data, path);
    readHeaders?.(response.headers);
    return checkAnswer(answer, data, path);
  };
  return trackRequest(run());
}
