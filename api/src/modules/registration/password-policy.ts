import { validation } from '../../errors.js';

export interface PasswordRule {
  /** Stable id, e.g. MIN_LENGTH. */
  id: string;
  /** As shown to the user while typing; also words the refusal ("password must have ..."). */
  label: string;
  /** A JavaScript regular expression (no flags) the whole password must match. */
  pattern: string;
}

/**
 * The one definition of the password rules: the user pool's policy (8+ characters with an upper
 * case letter, a lower case letter, a digit and a symbol from Cognito's list; no leading or
 * trailing space). The api checks it before any identity call, `GET /v1/users/password-policy`
 * publishes it, and the bff and web validate against what it publishes.
 */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'MIN_LENGTH', label: 'At least 8 characters', pattern: '^[\\s\\S]{8,}$' },
  { id: 'UPPERCASE', label: 'An upper case letter', pattern: '[A-Z]' },
  { id: 'LOWERCASE', label: 'A lower case letter', pattern: '[a-z]' },
  { id: 'DIGIT', label: 'A number', pattern: '[0-9]' },
  // Cognito's list exactly (an inner space counts): other characters (é, ß ...) do not count there.
  { id: 'SYMBOL', label: 'A symbol', pattern: '[\\^$*.\\[\\]{}()?"!@#%&/\\\\,><\':;|_~`=+\\- ]' },
  { id: 'NO_SURROUNDING_SPACE', label: 'No space at the start or end', pattern: '^\\S(?:[\\s\\S]*\\S)?$' },
];

const compiled = PASSWORD_RULES.map((rule) => ({ rule, expression: new RegExp(rule.pattern) }));

/** The rules `password` does not meet, in display order. */
export function unmetPasswordRules(password: string): PasswordRule[] {
  return compiled.filter(({ expression }) => !expression.test(password)).map(({ rule }) => rule);
}

/** Refuses a password that breaks a rule, naming every rule it breaks. */
export function assertPasswordPolicy(password: string, field = 'password'): void {
  const unmet = unmetPasswordRules(password);
  if (unmet.length === 0) return;
  const wanted = unmet.map((rule) => rule.label.charAt(0).toLowerCase() + rule.label.slice(1));
  throw validation(field, `${field} must have ${wanted.join(', ')}`);
}
