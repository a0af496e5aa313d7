// What other features may import of the contracted partners feature.
export { CONTRACTED_PARTNERS_PATH, contractedPartnerPath } from './partnerUrls';
export { AddContractedPartnerButton } from './components/AddContractedPartnerButton';
