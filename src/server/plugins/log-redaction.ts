import type { FastifyServerOptions } from 'fastify';

/**
 * What the server logs never holds a secret or a whole e-mail address. A link's query string carries
 * one-time codes and addresses (/verify?oobCode=, /activateaccount?email=&code=, /resetpassword?token=,
 * /bookings/confirm?token=, /redirect?code=): every query value is replaced unless its key is on the
 * short list of harmless ones below, so a new link is safe without anyone remembering to list it.
 * E-mail addresses anywhere in a line (a message, an error's text or detail) keep their first letter
 * and their domain: enough to tell "a mail to Gmail bounced", not whose.
 */
const HARMLESS_QUERY_KEYS = new Set(['lang', 'page', 'w', 'weeks', 'limit', 'year', 'kind', 'status', 'v']);
export const REDACTED = '[redacted]';

// Characters that end an address's local part or domain when walking out from its '@'.
const ADDRESS_BOUNDARY = new Set([...' \t\r\n"\'<>()[]{},;:/\\=&?@*`|%']);
// Deeper than any log object the app writes; a cycle or a huge structure stops here.
const MAX_DEPTH = 6;

function isBoundary(character: string | undefined): boolean {
  return character === undefined || ADDRESS_BOUNDARY.has(character);
}

/** Masks every e-mail address in a text: kavitha@example.org -> k***@example.org (also %40-encoded). Linear. */
export function maskEmails(text: string): string {
  if (!text.includes('@') && !text.includes('%40')) return text;
  let out = '';
  let copied = 0;
  // No walk back passes the end of the last address looked at: each character is walked over once.
  let floor = 0;
  // The next '@' and '%40', each searched again only once passed: every character is read a bounded number of times.
  let plain = text.indexOf('@');
  let encoded = text.indexOf('%40');
  while (plain >= 0 || encoded >= 0) {
    const isEncoded = encoded >= 0 && (plain < 0 || encoded < plain);
    const index = isEncoded ? encoded : plain;
    const length = isEncoded ? 3 : 1;
    let start = index;
    while (start > floor && !isBoundary(text[start - 1])) start -= 1;
    let end = index + length;
    while (end < text.length && !isBoundary(text[end])) end += 1;
    const domain = text.slice(index + length, end);
    if (start < index && domain.includes('.')) {
      out += `${text.slice(copied, start)}${text[start]}***@${domain}`;
      copied = end;
    }
    floor = end;
    if (plain >= 0 && plain < end) plain = text.indexOf('@', end);
    if (encoded >= 0 && encoded < end) encoded = text.indexOf('%40', end);
  }
  return out + text.slice(copied);
}

/** A URL as the log may keep it: the path (addresses masked) and the query keys, values only if harmless. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return maskEmails(url);
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals < 0 ? pair : pair.slice(0, equals);
      if (equals < 0) return maskEmails(key);
      return HARMLESS_QUERY_KEYS.has(key) ? maskEmails(pair) : `${maskEmails(key)}=${REDACTED}`;
    })
    .join('&');
  return `${maskEmails(url.slice(0, mark))}?${query}`;
}

/** Every string in plain objects and arrays masked; other objects (a request, a stream) are left to serializers. */
export function scrubForLog(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskEmails(value);
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubForLog(item, depth + 1));
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return value;
  const scrubbed: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) scrubbed[key] = scrubForLog(item, depth + 1);
  return scrubbed;
}

type TRequestLike = { method?: string; url?: string; host?: string; hostname?: string; ip?: string; id?: string };

const serializers = {
  req: (request: TRequestLike) => ({
    method: request.method,
    url: redactUrl(String(request.url ?? '')),
    host: request.host ?? request.hostname,
    remoteAddress: request.ip,
  }),
  err: (error: unknown) => scrubForLog(serializeError(error)),
};

/** An error as a plain object: its kind, text, stack, own fields (a database error's detail) and cause. */
function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const fields: Record<string, unknown> = { ...(error as unknown as Record<string, unknown>) };
  return {
    ...fields,
    type: error.constructor.name,
    message: error.message,
    stack: error.stack,
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

type TLoggerOptions = {
  serializers?: Record<string, (value: never) => unknown>;
  hooks?: { logMethod?: unknown };
  [option: string]: unknown;
};
type TLogMethod = (this: unknown, ...args: unknown[]) => void;

/**
 * The logger settings with the redaction added: serializers for requests and errors, and a hook that
 * masks addresses in each line's message and plain fields. Tests' own settings (a stream, a level) keep
 * theirs; `false` stays false.
 */
export function redactingLogger(options: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (options === false || options === undefined) return options;
  const base: TLoggerOptions = options === true ? {} : (options as TLoggerOptions);
  return {
    ...base,
    serializers: { ...base.serializers, ...serializers },
    hooks: {
      ...base.hooks,
      logMethod(this: unknown, inputArgs: unknown[], method: TLogMethod) {
        method.apply(
          this,
          inputArgs.map((argument) => scrubForLog(argument)),
        );
      },
    },
  } as FastifyServerOptions['logger'];
}
