import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { MIN_PASSWORD_LENGTH } from '../../../shared/validation/rules.ts';
import { validationFailure } from '../../http/field-errors.ts';
import { COMMON_PASSWORD_ERROR, isCommonPassword } from './common-passwords.ts';
import type { TAccountLinkContext } from './account-links.ts';
import { LOCAL_PASSWORD_WORDS, SITE_PASSWORD_WORDS } from './password-words.ts';

/**
 * Why a password is refused, as a catalog key the forms translate: too short (the spec's rule and
 * text), too common (on the list of leaked passwords or guessed from a dictionary word), built from
 * the person's own name or address or the association's name, or a pattern (a year, a repeat, a run of
 * letters or keys).
 */
export type TPasswordProblem =
  'notAStrongPassword' | typeof COMMON_PASSWORD_ERROR | 'passwordHasName' | 'passwordPattern';

/** What the estimator should know besides its dictionaries: who is choosing and what the site is called. */
export type TPasswordContext = {
  /** The person's own words: e-mail address, first and last name. */
  personWords?: readonly (string | null | undefined)[];
  /** The association's names (from its settings), short name and the like. */
  siteWords?: readonly (string | null | undefined)[];
};

// Score 3 of 0-4: "safely unguessable" (about 10^8 guesses and more), zxcvbn's own advice for an online
// service whose hashes are slow, as argon2id's are.
const MIN_SCORE = 3;
// The estimator reads the first 32 characters: its work grows fast with the length (a second for 64
// digits and symbols), and a password whose first 32 characters are guessable is refused as it should be.
const MAX_JUDGED_LENGTH = 32;
const USER_INPUT_MIN_LENGTH = 3;
// The l33t matcher tries each mix of substitutions (4->a, 1->i or l, $->s): at its default of 100 one
// password of digits and symbols costs a second of CPU, a way to stall the server. A few still catch p4ssw0rd.
const L33T_MAX_SUBSTITUTIONS = 4;

let estimator: ZxcvbnFactory | undefined;
function strengthEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: {
      ...common.dictionary,
      ...english.dictionary,
      localWords: [...LOCAL_PASSWORD_WORDS],
      siteWords: [...SITE_PASSWORD_WORDS],
    },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
    maxLength: MAX_JUDGED_LENGTH,
    l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
  });
  return estimator;
}

/** The parts of names and addresses an estimator should know: whole, and each word and e-mail part. */
export function wordsOf(values: readonly (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const value of values) {
    if (!value) continue;
    const text = value.trim().toLowerCase().slice(0, 254);
    words.add(text);
    for (const part of text.split(/[\s@._+-]+/)) if (part.length >= USER_INPUT_MIN_LENGTH) words.add(part);
  }
  return [...words].filter((word) => word.length >= USER_INPUT_MIN_LENGTH);
}

function reasonOf(result: ZxcvbnResult): TPasswordProblem {
  const matches = result.sequence;
  const covers = (match: { token: string }) => match.token.length >= USER_INPUT_MIN_LENGTH;
  if (
    matches.some((match) => match.pattern === 'dictionary' && match.dictionaryName === 'userInputs' && covers(match))
  ) {
    return 'passwordHasName';
  }
  if (matches.some((match) => match.pattern === 'dictionary' && covers(match))) return COMMON_PASSWORD_ERROR;
  return 'passwordPattern';
}

/**
 * The server's judgement of a new password, wherever one is set (sign-up, reset, activation, change):
 * undefined when it may be used, else why not. Synchronous and bounded: the estimator reads at most
 * MAX_JUDGED_LENGTH characters, and the schemas cap a password's length before it comes here.
 */
export function judgePassword(password: string, context: TPasswordContext = {}): TPasswordProblem | undefined {
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'notAStrongPassword';
  if (isCommonPassword(password)) return COMMON_PASSWORD_ERROR;
  const userInputs = wordsOf([...(context.personWords ?? []), ...(context.siteWords ?? [])]);
  const result = strengthEstimator().check(password.slice(0, MAX_JUDGED_LENGTH), userInputs);
  return result.score >= MIN_SCORE ? undefined : reasonOf(result);
}

/** The association's names as its settings say them now, for TPasswordContext.siteWords. */
export function siteWordsOf(links: TAccountLinkContext): string[] {
  return [links.associationName('ta'), links.associationName('en'), links.associationName('sv'), links.shortName];
}

/** The validation answer of a refused password: the field and the key that says why. */
export function passwordRefusal(problem: TPasswordProblem) {
  return validationFailure({ password: problem });
}
