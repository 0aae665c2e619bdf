// The one rule for a new password, shared by the server (which refuses what it
// refuses) and the web app (whose meter shows it as the player types): the
// length and name rules of docs/decisions.md ("Passwords"), then zxcvbn-ts's guessability score,
// refused under PASSWORD_LIMITS.minScore with zxcvbn's reason. zxcvbn's word
// lists weigh about a megabyte: this module is the contract's
// '@scrolldex/contract/password' entry, which the web app loads only when a
// password form opens.
import { ZxcvbnFactory, type Score } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations as englishTranslations } from '@zxcvbn-ts/language-en';

import { ownerWords, passwordShapeProblem, type PasswordOwner } from '../account.js';
import { PASSWORD_LIMITS } from '../limits.js';
import { SITE_WORDS } from './site-words.js';

/**
 * zxcvbn's feedback, worded as the end of 'Password is too easy to guess: ...'. Its own English sentences repeat
 * 'easy to guess' and speak of 'page related data'.
 */
const REASONS = {
  warnings: {
    straightRow: 'it is a straight row of keys',
    keyPattern: 'it is a short keyboard pattern',
    simpleRepeat: 'it repeats one character',
    extendedRepeat: 'it repeats a pattern',
    sequences: 'it is a run like "abc" or "123"',
    recentYears: 'it has a recent year in it',
    dates: 'it has a date in it',
    topTen: 'it is one of the most used passwords',
    topHundred: 'it is one of the most used passwords',
    common: 'it is a commonly used password',
    similarToCommon: 'it is close to a commonly used password',
    wordByItself: 'it is a single word',
    namesByThemselves: 'it is a single name',
    commonNames: 'it is made of common names',
    userInputs: 'it is made of your name, your email or words of this site',
    pwned: 'it was exposed in a data breach',
  },
  suggestions: {
    l33t: 'swapping letters for look-alikes like "@" for "a" does not fool a guesser',
    reverseWords: 'a word spelled backwards does not fool a guesser',
    allUppercase: 'capitals throughout do not help much',
    capitalization: 'a capital first letter does not help much',
    dates: 'dates and years are easy to guess',
    recentYears: 'recent years are easy to guess',
    associatedYears: 'years tied to you are easy to guess',
    sequences: 'runs like "abc" are easy to guess',
    repeated: 'repeated words and characters are easy to guess',
    longerKeyboardPattern: 'short keyboard patterns are easy to guess',
    anotherWord: 'add another word or two that are less common',
    useWords: 'use a few words, but not a common phrase',
    noNeed: 'a few uncommon words make a strong password',
    pwned: 'it was exposed in a data breach',
  },
  timeEstimation: englishTranslations.timeEstimation,
};

/**
 * zxcvbn checks only the first MAX_SCORED_LENGTH characters: its matching grows fast with the length (a second for a
 * random 64 characters with its default of 100 look-alike swaps), and 32 characters of anything make the score.
 * L33T_SWAPS bounds the look-alike swaps tried the same way.
 */
const MAX_SCORED_LENGTH = 64;
const L33T_SWAPS = 4;

let factory: ZxcvbnFactory | undefined;
/** Built on first use (ranking the word lists takes a moment, which a page that never rates a password is spared), or by preparePasswordRating. */
function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    translations: REASONS,
    maxLength: MAX_SCORED_LENGTH,
    l33tMaxSubstitutions: L33T_SWAPS,
  });
  return factory;
}

/**
 * Ranks zxcvbn's word lists now (about 0.2 s of CPU, all of it on one thread). The server does it at start: left to
 * the first password check, it held up that request and every other one for as long (seconds on a busy machine).
 */
export function preparePasswordRating(): void {
  zxcvbn();
}

/** Whether the word lists are ranked yet: by preparePasswordRating, or by a first rating. */
export function passwordRatingPrepared(): boolean {
  return factory !== undefined;
}

export type PasswordRating = {
  /** zxcvbn's score, 0 (guessed at once) to 4 (very hard to guess). */
  score: Score;
  /** One word for the score: what a meter shows. */
  label: 'Very weak' | 'Weak' | 'Fair' | 'Good' | 'Strong';
  /** Why it scored low (the end of a sentence: 'it repeats one character'), or null. */
  reason: string | null;
  /** The sentence the server refuses the password with, or null when it takes it. */
  problem: string | null;
};

const LABELS: readonly PasswordRating['label'][] = ['Very weak', 'Weak', 'Fair', 'Good', 'Strong'];

/**
 * Rates a new password for its owner (the username and email when known: a sign-up's fields, the account of a reset
 * or change). The same password and owner get the same rating on the server and in the web app.
 */
export function ratePassword(password: string, owner: PasswordOwner = {}): PasswordRating {
  const result = zxcvbn().check(password, [...ownerWords(owner), ...SITE_WORDS]);
  const reason = result.score < PASSWORD_LIMITS.minScore ? (result.feedback.warning ?? result.feedback.suggestions[0] ?? null) : null;
  const guessable =
    result.score < PASSWORD_LIMITS.minScore ? `Password is too easy to guess: ${reason ?? 'add another word or two that are less common'}.` : null;
  return { score: result.score, label: LABELS[result.score]!, reason, problem: passwordShapeProblem(password, owner) ?? guessable };
}

export type SecretRating = {
  /** zxcvbn's log10 of the guesses, per character scored: about 1 for a random string (zxcvbn's floor), less for any pattern. */
  log10GuessesPerCharacter: number;
  /** zxcvbn's reason, as for a password ('it repeats a pattern'), or null when it has none. */
  reason: string | null;
};

/** Rates a secret meant for machines (the server's AUTH_SECRET): whether it is as hard to guess as random characters. */
export function rateSecret(secret: string): SecretRating {
  const result = zxcvbn().check(secret);
  return {
    log10GuessesPerCharacter: result.guessesLog10 / Math.max(1, Math.min(secret.length, MAX_SCORED_LENGTH)),
    reason: result.feedback.warning ?? null,
  };
}
