import type { CompanyFormValues } from '../companyForm';
import type {
  CompanyBadge,
  CompanyRoleType,
  EmployeesBand,
  PatientCareSetting,
  ReferenceKind,
  SiteType,
} from '../../../__generated__/graphql';

// Companies as the server sends them (with __typename, which Apollo's cache needs): one object
// carries every field any company fragment selects, so it answers every company query.

export interface TestReference {
  __typename: 'ReferenceItem';
  id: string;
  kind: ReferenceKind;
  name: string;
  parentId: string | null;
}

export function ref(id: string, kind: ReferenceKind, name: string, parentId: string | null = null): TestReference {
  return { __typename: 'ReferenceItem', id, kind, name, parentId };
}

export interface TestMember {
  __typename: 'CompanyMember';
  id: string;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  pictureUrl: string | null;
  role: 'MEMBER' | 'COMPANY_ADMIN';
}

/** The edit form's values with nothing filled in but the name: each test sets what it checks. */
export function buildCompanyFormValues(overrides: Partial<CompanyFormValues> = {}): CompanyFormValues {
  return {
    name: 'Meridian',
    description: '',
    website: '',
    hqCountryId: '',
    hqState: '',
    hqCity: '',
    employeesBand: '',
    serviceIds: [],
    productIds: [],
    therapeuticAreaIds: [],
    indicationIds: [],
    modalityIds: [],
    regionIds: [],
    keyServiceIds: [],
    seriesIds: [],
    minorityOwned: false,
    womenOwned: false,
    disabilityOwned: false,
    auditedByFda: false,
    siteType: '',
    patientCareSettings: [],
    ...overrides,
  };
}

export function buildMember(overrides: Partial<TestMember> = {}): TestMember {
  return {
    __typename: 'CompanyMember',
    id: 'member-1',
    firstName: 'Grace',
    lastName: 'Hopper',
    jobTitle: 'Clinical Data Manager',
    pictureUrl: null,
    role: 'MEMBER',
    ...overrides,
  };
}

export interface TestLookingForItem {
  __typename: 'LookingForItem';
  id: string;
  kind: 'SERVICES' | 'PRODUCTS' | 'THERAPEUTIC_AREAS' | 'REGIONS' | 'TEXT';
  name: string;
  published: boolean;
}

export function buildLookingForItem(overrides: Partial<TestLookingForItem> = {}): TestLookingForItem {
  return {
    __typename: 'LookingForItem',
    id: 'lf-1',
    kind: 'SERVICES',
    name: 'Patient Recruitment',
    published: true,
    ...overrides,
  };
}

/** Items of one kind named `names`, published unless said otherwise. */
export function lookingForItems(
  kind: TestLookingForItem['kind'],
  names: readonly string[],
  published = true,
): TestLookingForItem[] {
  return names.map((name, index) => buildLookingForItem({ id: `lf-${kind}-${index}`, kind, name, published }));
}

export const ROLES: Record<
  CompanyRoleType,
  { __typename: 'CompanyRole'; id: string; name: string; type: CompanyRoleType }
> = {
  SPONSOR: { __typename: 'CompanyRole', id: 'role-sponsor', name: 'Clinical Trial Sponsor', type: 'SPONSOR' },
  SITE: { __typename: 'CompanyRole', id: 'role-site', name: 'Clinical Trial Site/Site Network', type: 'SITE' },
  VENDOR: { __typename: 'CompanyRole', id: 'role-cro', name: 'CRO', type: 'VENDOR' },
  NONPROFIT: { __typename: 'CompanyRole', id: 'role-nonprofit', name: 'Non-profit/Government', type: 'NONPROFIT' },
  PATIENTS_ADVOCACY: {
    __typename: 'CompanyRole',
    id: 'role-advocacy',
    name: 'Patients/Advocacy',
    type: 'PATIENTS_ADVOCACY',
  },
  INVESTOR: { __typename: 'CompanyRole', id: 'role-investor', name: 'Investor', type: 'INVESTOR' },
};

export const US = { __typename: 'Country' as const, id: 'country-us', code: 'US', name: 'United States' };
export const DE = { __typename: 'Country' as const, id: 'country-de', code: 'DE', name: 'Germany' };

export interface TestCompanyProfile {
  __typename: 'Company';
  id: string;
  name: string;
  alias: string;
  logoUrl: string | null;
  description: string | null;
  website: string | null;
  role: (typeof ROLES)[CompanyRoleType];
  status: 'APPROVED' | 'CLAIMED' | 'NEW';
  active: boolean;
  headquarters: { __typename: 'CompanyLocation'; country: typeof US | null; state: string | null; city: string | null };
  employeesBand: EmployeesBand | null;
  services: TestReference[];
  products: TestReference[];
  therapeuticAreas: TestReference[];
  indications: TestReference[];
  modalities: TestReference[];
  regions: TestReference[];
  keyServices: TestReference[];
  labels: TestReference[];
  series: TestReference[];
  badges: CompanyBadge[];
  minorityOwned: boolean;
  womenOwned: boolean;
  disabilityOwned: boolean;
  auditedByFda: boolean;
  verifiedClaims: { __typename: 'VerifiedClaim'; claim: string; verifiedAt: string }[];
  /** Review count and average (the review feature's): none by default. */
  reviewSummary: { __typename: 'ReviewSummary'; reviewCount: number; rating: number | null };
  siteType: SiteType | null;
  patientCareSettings: PatientCareSetting[];
  members: TestMember[];
  lookingFor: TestLookingForItem[];
  hasPublishedRequests: boolean;
  hasPublishedAlerts: boolean;
  isContractedPartner: boolean;
  inCompareList: boolean;
  canEdit: boolean;
  /** What the api answers its admins (`buildEditRules`), null for anyone else; see `buildCompanyProfile`. */
  editRules: TestEditRules | null;
  claimable: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface TestEditRules {
  __typename: 'CompanyEditRules';
  listLimits: {
    __typename: 'CompanyListLimits';
    serviceIds: number;
    productIds: number;
    therapeuticAreaIds: number;
    keyServiceIds: number;
  };
  logo: { __typename: 'UploadRules'; maxBytes: number; contentTypes: string[] };
}

/** Key services by company type, as the api answers them (spec §9: 8/6/6/6/4/6). */
const KEY_SERVICE_LIMITS: Record<CompanyRoleType, number> = {
  VENDOR: 8,
  SITE: 6,
  NONPROFIT: 6,
  PATIENTS_ADVOCACY: 6,
  SPONSOR: 4,
  INVESTOR: 6,
};

/** `Company.editRules` as the api answers a company admin of a company of `roleType`. */
export function buildEditRules(roleType: CompanyRoleType = 'VENDOR'): TestEditRules {
  return {
    __typename: 'CompanyEditRules',
    listLimits: {
      __typename: 'CompanyListLimits',
      serviceIds: 24,
      productIds: 24,
      therapeuticAreaIds: 12,
      keyServiceIds: KEY_SERVICE_LIMITS[roleType],
    },
    logo: {
      __typename: 'UploadRules',
      maxBytes: 2 * 1024 * 1024,
      contentTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'],
    },
  };
}

/** A company profile; an editable one (`canEdit`) carries the api's edit rules for its type unless given. */
export function buildCompanyProfile(overrides: Partial<TestCompanyProfile> = {}): TestCompanyProfile {
  const profile: TestCompanyProfile = {
    __typename: 'Company',
    id: 'company-10',
    name: 'Meridian Clinical Research',
    alias: 'meridian-clinical-research',
    logoUrl: null,
    description: 'A full-service CRO running oncology trials across North America and Europe.',
    website: 'https://meridian.example',
    role: ROLES.VENDOR,
    status: 'CLAIMED',
    active: true,
    headquarters: { __typename: 'CompanyLocation', country: US, state: 'MA', city: 'Boston' },
    employeesBand: 'MID',
    services: [
      ref('sv-1', 'SERVICES', 'Data Management'),
      ref('sv-2', 'SERVICES', 'Clinical Monitoring'),
      ref('sv-3', 'SERVICES', 'Biostatistics'),
      ref('sv-4', 'SERVICES', 'Medical Writing'),
    ],
    products: [ref('pr-1', 'PRODUCTS', 'EDC')],
    therapeuticAreas: [ref('ta-1', 'THERAPEUTIC_AREAS', 'Oncology')],
    indications: [ref('in-1', 'INDICATIONS', 'Breast Cancer', 'ta-1')],
    modalities: [ref('mo-1', 'MODALITIES', 'Cell Therapy')],
    regions: [ref('rg-1', 'REGIONS', 'North America')],
    keyServices: [ref('ks-1', 'COMPANY_KEY_SERVICES', 'Full-Service CRO')],
    labels: [],
    series: [],
    badges: ['VERIFIED'],
    minorityOwned: false,
    womenOwned: true,
    disabilityOwned: false,
    auditedByFda: true,
    verifiedClaims: [],
    reviewSummary: { __typename: 'ReviewSummary', reviewCount: 0, rating: null },
    siteType: null,
    patientCareSettings: [],
    members: [buildMember()],
    lookingFor: [buildLookingForItem()],
    hasPublishedRequests: false,
    hasPublishedAlerts: false,
    isContractedPartner: false,
    inCompareList: false,
    canEdit: false,
    editRules: null,
    claimable: false,
    version: 3,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
  const editRules = overrides.editRules ?? (profile.canEdit ? buildEditRules(profile.role.type) : null);
  return { ...profile, editRules };
}

/** A company's public preview as the server sends it (`companyPreview`). */
export interface TestCompanyPreview {
  __typename: 'CompanyPreview';
  id: string;
  alias: string;
  name: string;
  logoUrl: string | null;
  summary: string | null;
  badges: CompanyBadge[];
  claimable: boolean;
  role: (typeof ROLES)[CompanyRoleType];
  headquarters: TestCompanyProfile['headquarters'];
  services: TestReference[];
  products: TestReference[];
  therapeuticAreas: TestReference[];
}

export function buildCompanyPreview(overrides: Partial<TestCompanyPreview> = {}): TestCompanyPreview {
  const { id, alias, name, logoUrl, badges, claimable, role, headquarters, services, products, therapeuticAreas } =
    buildCompanyProfile();
  return {
    __typename: 'CompanyPreview',
    ...{ id, alias, name, logoUrl, badges, claimable, role, headquarters, services, products, therapeuticAreas },
    summary: 'A full-service CRO running oncology trials across North America and Europe.',
    ...overrides,
  };
}
