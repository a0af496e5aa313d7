// What other features may use of auth (the password pieces account and registration reuse).
export { NewPasswordFields } from './components/NewPasswordFields';
export { PasswordRuleListFragment } from './components/PasswordRuleList';
export { TotpSetupDetails } from './components/TotpSetupDetails';
export { validateNewPassword } from './passwordRules';
export type { NewPasswordErrors } from './passwordRules';
// Social sign-in: the provider buttons, the outcome the bff came back with, the start URLs.
export { SocialSignInButtons } from './components/SocialSignInButtons';
export { SocialSignInNotice } from './components/SocialSignInNotice';
export { SOCIAL_PROVIDER_LABELS, SOCIAL_PROVIDERS, socialSignInUrl } from './socialSignIn';
export type { PublicProvider, SocialIntent, SocialStartOptions } from './socialSignIn';
export { useSocialSignIn } from './useSocialSignIn';
export type { SocialSignInOutcome, SocialSignInState } from './useSocialSignIn';
