import { validation } from '../../errors.js';

/** The pool's policy (8+ characters with upper, lower, digit, symbol), checked before the identity call. */
export function assertPasswordPolicy(password: string): void {
  const missing: string[] = [];
  if (password.length < 8) missing.push('at least 8 characters');
  if (!/[A-Z]/.test(password)) missing.push('an uppercase letter');
  if (!/[a-z]/.test(password)) missing.push('a lowercase letter');
  if (!/\d/.test(password)) missing.push('a digit');
  if (!/[^A-Za-z0-9\s]/.test(password)) missing.push('a symbol');
  if (/^\s|\s$/.test(password)) missing.push('no leading or trailing spaces');
  if (missing.length > 0) throw validation('password', `password must contain ${missing.join(', ')}`);
}
