// The operations of this feature that other features' (and the shell's) tests answer with mocks.
export { ImpersonationBannerStopDocument } from '../components/ImpersonationBanner';
export {
  ImpersonationPickerPageQueryDocument,
  ImpersonationPickerPageStartDocument,
} from '../pages/ImpersonationPickerPage';
