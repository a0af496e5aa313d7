// What other features may use of company (cards, logos, labels and profile URLs).
export {
  COMPANY_BADGE_LABELS,
  COMPANY_SORT_LABELS,
  EMPLOYEES_BAND_LABELS,
  PATIENT_CARE_SETTING_LABELS,
  SITE_TYPE_LABELS,
  companyFlagLabels,
  formatHeadquarters,
} from './companyLabels';
export { companyEditPath, companyLookingForPath, companyProfilePath } from './companyUrls';
export { CompanyCard } from './components/CompanyCard';
export { CompanyLogo } from './components/CompanyLogo';
export { RecentlyViewedCompaniesCard } from './components/RecentlyViewedCompaniesCard';
