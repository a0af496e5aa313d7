// What other features may use of auth (the password pieces account and registration reuse).
export { NewPasswordFields } from './components/NewPasswordFields';
export { PasswordRuleListFragment } from './components/PasswordRuleList';
export { TotpSetupDetails } from './components/TotpSetupDetails';
export { validateNewPassword } from './passwordRules';
export type { NewPasswordErrors } from './passwordRules';
