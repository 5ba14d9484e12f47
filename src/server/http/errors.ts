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

/**
 * The refusals of a board change sent as a form with a picture: its fields (400), no session (401),
 * not an admin (403), no such row (404), a body too large (413) or a picture of a type not taken (415).
 */
export const PICTURE_CHANGE_REFUSALS = {
  400: ZFieldErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  413: ZErrorResponse,
  415: ZErrorResponse,
};

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

/**
 * The refusals a board or member route that reads or changes a row answers: bad input, signed out,
 * not allowed, no such row, a conflict with the row's state.
 */
export const REFUSALS = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};

/** The same for a form's route: its 400 names the refused fields. */
export const FORM_REFUSALS = { ...REFUSALS, 400: ZFieldErrorResponse };

/** What a route that takes a file adds: the file is too large, or the body is not a form it reads. */
export const UPLOAD_REFUSALS = { 413: ZErrorResponse, 415: ZErrorResponse };
