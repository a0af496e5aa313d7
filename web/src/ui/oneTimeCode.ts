const SIX_DIGITS = /^\d{6}$/;

/**
 * A 6-digit one-time code as the user typed it (spaces from copying ignored), or why it is not
 * one: empty gets the sign-in service's own message (spec §8), a wrong shape the given hint.
 */
export function readOneTimeCode(value: string, wrongShapeHint: string): { code: string } | { error: string } {
  const code = value.replace(/\s+/g, '');
  if (!code) return { error: 'Confirmation code cannot be empty' };
  if (!SIX_DIGITS.test(code)) return { error: wrongShapeHint };
  return { code };
}
