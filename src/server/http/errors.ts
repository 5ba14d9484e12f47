import { z } from 'zod';

// The error answers every route shares; the errors plugin turns a thrown HttpError into one.
/**
 * `error` is a stable code the web app translates into the reader's language; `message` says it in
 * English for logs and API users; `params` carries the values a translated text needs (names, years).
 */
export const ZErrorResponse = z.object({
  error: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;
/** A refused body: per field (`self.personalNumber`, `kids.0.firstName`) the validation key the forms translate. */
export const ZFieldErrorResponse = ZErrorResponse.extend({ fields: z.record(z.string(), z.string()).optional() });

export type TFieldErrorResponse = z.infer<typeof ZFieldErrorResponse>;

export type TErrorParams = Record<string, string | number>;

/** Throw from a handler to answer with this status and { error: code, message, params? }. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    message: string,
    public readonly params?: TErrorParams,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
