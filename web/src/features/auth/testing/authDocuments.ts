// The operations of this feature that other features' (and the shell's) tests answer with mocks.
export { LoginPageSignInDocument } from '../pages/LoginPage';
