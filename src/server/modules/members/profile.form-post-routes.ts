import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import {
  ZAddressSelf,
  ZClosureConfirmation,
  ZKidSelf,
  ZPreferencesForm,
  ZProfileSelf,
  ZSpouseSelf,
} from '../../../shared/profile.schema.ts';
import { FORM_POST_DONE_PARAM } from '../../../shared/form-post.ts';
import { HttpError } from '../../http/errors.ts';
import { FieldValidationError, fieldErrors } from '../../http/field-errors.ts';
import { acceptFormsAtPagePath, answerRefusedForm, formValues } from '../../http/form-post.ts';
import type { TFormPostHandler } from '../../http/page-form-posts.ts';
import { requireSessionFormPost, signedInUser, type TSessionCookieUserLoader } from '../../plugins/auth.ts';
import { requestClosure, setPreferences, type TProfileContext } from './profile.service.ts';
import { updateOwnAddress, updateOwnKid, updateOwnSelf, updateOwnSpouse } from './profile-edits.service.ts';

/*
 * The member's page's edit forms sent without the app (src/server/http/form-post.ts), signed in by
 * the session cookie (requireSessionFormPost: the site's own Origin, then the refresh cookie). Each
 * runs the same schema and the same service function as its JSON route under /api/member, then
 * answers a 303 back to the page, or the page again (for this session) with what was typed and the
 * errors. The form is named in the address, as the page opens it: /mypage?edit=address, and on the
 * family tab /mypage?tab=family&edit=spouse, ?edit=kid (a new kid) or ?edit=kid:<givenId> (that kid).
 * The preferences' boxes (the app saves each tick) are sent with a Save button at ?edit=preferences,
 * and the closure request (the app confirms it in a dialog) with its confirmation ticked at ?edit=closure.
 */

type TEdit = {
  fields: readonly string[];
  /** Fields the page shows only when needed (or boxes left unticked): left out when empty, as the app leaves them out. */
  optional: readonly string[];
  schema: z.ZodType;
  save: (context: TProfileContext, userId: number, self: never) => Promise<unknown>;
  /** Where the page shows the saved change: the tab the form is on, with its notice when the change shows none itself. */
  savedAt: string;
};

const EDITS: Record<string, TEdit> = {
  self: {
    fields: ['firstName', 'lastName', 'personalNumber', 'email', 'phoneNumber', 'currentPassword'],
    optional: ['phoneNumber', 'currentPassword'],
    schema: ZProfileSelf,
    save: updateOwnSelf,
    savedAt: '/mypage',
  },
  address: {
    fields: ['streetAddress', 'city', 'postalCode', 'country'],
    optional: [],
    schema: ZAddressSelf,
    save: updateOwnAddress,
    savedAt: '/mypage',
  },
  // The other adult's sign-in e-mail, theirs alone, comes back unchanged in a hidden field: the
  // service refuses any other value for an adult with an account.
  spouse: {
    fields: ['firstName', 'lastName', 'personalNumber', 'email', 'phoneNumber'],
    optional: ['phoneNumber'],
    schema: ZSpouseSelf,
    save: updateOwnSpouse,
    savedAt: '/mypage?tab=family',
  },
  // Which kid is the address's to say (kid:<givenId>), never a field's; without one a kid is added.
  kid: {
    fields: ['firstName', 'lastName', 'personalNumber'],
    optional: [],
    schema: ZKidSelf,
    save: updateOwnKid,
    savedAt: '/mypage?tab=family',
  },
  preferences: {
    fields: ['remindersEnabled', 'announcementsEnabled'],
    optional: ['remindersEnabled', 'announcementsEnabled'],
    schema: ZPreferencesForm,
    save: setPreferences,
    savedAt: `/mypage?${FORM_POST_DONE_PARAM}=preferences`,
  },
  // The page says the request is sent from the account itself, as it does after the app's call.
  closure: {
    fields: ['confirmed'],
    optional: [],
    schema: ZClosureConfirmation,
    save: requestClosure,
    savedAt: '/mypage',
  },
};

/** The form an address names, and the kid it is about: `kid:0042K1` is the kid form for 0042K1. */
function namedEdit(query: unknown): { name: string; edit: TEdit; givenId?: string } | undefined {
  const named = (query as Record<string, unknown> | undefined)?.edit;
  if (typeof named !== 'string') return undefined;
  const [name = '', givenId, ...rest] = named.split(':');
  if (!Object.hasOwn(EDITS, name) || rest.length > 0 || (givenId !== undefined && name !== 'kid')) return undefined;
  const edit = EDITS[name];
  return edit && { name, edit, ...(givenId === undefined ? {} : { givenId }) };
}

// A handful of short fields; Tamil text is three bytes a character.
const EDIT_BODY_LIMIT = 8 * 1024;

type TOptions = {
  userForCookie: TSessionCookieUserLoader;
  /** The page's forms another module answers, by the name in the address (`renewal`: the membership's). */
  otherForms?: Readonly<Record<string, TFormPostHandler>>;
};

/** POST /mypage?edit=self|address|spouse|kid|kid:<givenId>|preferences|closure, and the other modules' forms. */
export const profileFormPostRoutes: FastifyPluginAsync<TOptions> = async (app, { userForCookie, otherForms = {} }) => {
  const context = app.contexts.profile;
  const atPagePath = acceptFormsAtPagePath(app, EDIT_BODY_LIMIT);
  app.post('/', { ...atPagePath, preHandler: requireSessionFormPost(userForCookie) }, async (request, reply) => {
    const other = (request.query as Record<string, unknown> | undefined)?.edit;
    if (typeof other === 'string' && Object.hasOwn(otherForms, other)) return otherForms[other]?.(request, reply);
    const named = namedEdit(request.query);
    if (!named) return reply.code(404).send({ error: 'not_found', message: 'No such form on this page.' });
    const { name, edit, givenId } = named;
    const values = formValues(request.body, edit.fields);
    const sent = {
      ...Object.fromEntries(
        Object.entries(values).filter(([field, value]) => value !== '' || !edit.optional.includes(field)),
      ),
      ...(givenId === undefined ? {} : { givenId }),
    };
    // A password is never written back into the page.
    const { currentPassword: _password, ...shown } = values;
    const form = `edit-${name}`;
    try {
      const parsed = edit.schema.safeParse(sent);
      if (!parsed.success) throw new FieldValidationError(fieldErrors(parsed.error));
      await edit.save(context, signedInUser(request).id, parsed.data as never);
    } catch (error) {
      // Another family's person (a kid id that is not this family's) is refused as the API refuses
      // it: no form on this page is about them, so there is nothing to show again.
      if (error instanceof HttpError && error.code === 'forbidden') throw error;
      if (error instanceof FieldValidationError) {
        // The service names a field by its place in the JSON body (self.email).
        const errors = Object.fromEntries(
          Object.entries(error.fields).map(([path, key]) => [path.replace(/^(body\.)?self\./, ''), key]),
        );
        return answerRefusedForm(request, reply, { form, values: shown, errors });
      }
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      return answerRefusedForm(request, reply, { form, values: shown, errors: {}, refusal: error.code });
    }
    return reply.redirect(edit.savedAt, 303);
  });
};
