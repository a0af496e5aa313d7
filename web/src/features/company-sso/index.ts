// What other features may use of company single sign-on: the settings card (manage members) and
// the sign-in note with its lookup (/login).
export { CompanySsoSettings } from './components/CompanySsoSettings';
export { CompanySignInNote } from './components/CompanySignInNote';
export { useCompanySignIn } from './useCompanySignIn';
export type { CompanySignInAnswer, CompanySignInLookup } from './useCompanySignIn';
