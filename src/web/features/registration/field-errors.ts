import { VALIDATION_ERROR_KEYS, type TValidationErrorKey } from '../../../shared/validation/rules.ts';
import { fieldErrorsOfAnswer, issuesToFieldErrors as issuesToErrorKeys } from '../../lib/field-errors.ts';

/**
 * A field's error by its dotted path, the way the server names fields too:
 * `self.email`, `spouse.personalNumber`, `kids.0.firstName`.
 */
export type TFieldErrors = Record<string, TValidationErrorKey>;

type TIssue = { readonly path: readonly PropertyKey[]; readonly message: string };

export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

function toErrorKey(value: unknown): TValidationErrorKey {
  return (VALIDATION_ERROR_KEYS as readonly unknown[]).includes(value)
    ? (value as TValidationErrorKey)
    : 'valueInvalid';
}

/**
 * Zod issues of the shared schema to one error key per field (read in lib/field-errors.ts). The
 * message of every issue is an error key of the `validation` catalog; anything else (a zod default
 * text) becomes valueInvalid.
 */
export function issuesToFieldErrors(issues: readonly TIssue[]): TFieldErrors {
  return asErrorKeys(issuesToErrorKeys(issues));
}

/** The `fields` of the server's 400 answer: `{ 'spouse.email': 'emailInvalid' }`. Unknown shapes give none. */
export function serverFieldErrors(fields: unknown): TFieldErrors {
  return asErrorKeys(fieldErrorsOfAnswer(fields));
}

function asErrorKeys(errors: Record<string, string>): TFieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([path, key]) => [path, toErrorKey(key)]));
}

/**
 * On blur after the first submit: the blurred field takes its error from a fresh validation,
 * the others keep what they show, so a section added later does not light up all at once.
 */
export function withFieldRevalidated(current: TFieldErrors, fresh: TFieldErrors, path: string): TFieldErrors {
  const next = { ...current };
  const error = fresh[path];
  if (error) next[path] = error;
  else delete next[path];
  return next;
}

/** Errors of the kids after the one at `index` move up one place when it is removed. */
export function withKidRemoved(current: TFieldErrors, index: number): TFieldErrors {
  const next: TFieldErrors = {};
  for (const [path, error] of Object.entries(current)) {
    const match = /^kids\.(\d+)\.(.+)$/.exec(path);
    if (!match) {
      next[path] = error;
      continue;
    }
    const position = Number(match[1]);
    if (position === index) continue;
    next[position > index ? `kids.${position - 1}.${match[2]}` : path] = error;
  }
  return next;
}
