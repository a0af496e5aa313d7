/** A password rule as `passwordPolicy` sends it. */
export interface PasswordRuleDefinition {
  id: string;
  label: string;
  /** A JavaScript regular expression the password must match. */
  pattern: string;
}

export interface PasswordRuleCheck {
  id: string;
  label: string;
  /** Null when the pattern cannot be compiled here: the server still checks it. */
  met: boolean | null;
}

function compile(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
}

/** Each rule, and whether `password` meets it. */
export function checkPasswordRules(rules: readonly PasswordRuleDefinition[], password: string): PasswordRuleCheck[] {
  return rules.map((rule) => {
    const expression = compile(rule.pattern);
    return { id: rule.id, label: rule.label, met: expression ? expression.test(password) : null };
  });
}

/** True unless a rule that can be checked here is not met. */
export function meetsPasswordRules(rules: readonly PasswordRuleDefinition[], password: string): boolean {
  return checkPasswordRules(rules, password).every((rule) => rule.met !== false);
}

export interface NewPasswordErrors {
  password?: string;
  confirmation?: string;
}

/** A new password's errors: present, meeting the policy, and typed the same twice. */
export function validateNewPassword(
  rules: readonly PasswordRuleDefinition[],
  password: string,
  confirmation: string,
): NewPasswordErrors {
  if (!password) return { password: 'Password cannot be empty' };
  if (!meetsPasswordRules(rules, password)) return { password: 'Choose a password that meets every rule.' };
  if (password !== confirmation) return { confirmation: 'Passwords do not match.' };
  return {};
}
