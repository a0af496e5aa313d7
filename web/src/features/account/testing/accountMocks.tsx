import type { MockLink } from '@apollo/client/testing';
import type { ReferenceKind, TrialPhase } from '../../../__generated__/graphql';
import type { TestRoute } from '../../../test/renderRoutes';
import { InterestsTabQueryDocument } from '../components/InterestsTab';
import { PasswordTabQueryDocument } from '../components/PasswordTab';
import { ProfileTabQueryDocument } from '../components/ProfileTab';
import { SecurityTabQueryDocument } from '../components/SecurityTab';
import { MyAccountPage } from '../pages/MyAccountPage';
import '../../../test/resizeObserver';

export const accountRoutes: readonly TestRoute[] = [{ path: '/my-account', element: <MyAccountPage /> }];

export function userError(message: string, field: string | null = null, code = 'BAD_USER_INPUT') {
  return { __typename: 'UserError' as const, code, field, message };
}

export interface ProfileUser {
  __typename: 'User';
  id: string;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  phone: string | null;
  linkedin: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  masked: boolean;
  pictureUrl: string | null;
  pictureUpload: typeof PICTURE_UPLOAD | null;
}

/** `User.pictureUpload` as the api answers it for the viewer's own user. */
export const PICTURE_UPLOAD = {
  __typename: 'UploadRules' as const,
  maxBytes: 5 * 1024 * 1024,
  contentTypes: ['image/png', 'image/jpeg', 'image/webp'],
};

export function buildProfileUser(overrides: Partial<ProfileUser> = {}): ProfileUser {
  return {
    __typename: 'User',
    id: 'user-1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    jobTitle: 'Head of Clinical Operations',
    phone: null,
    linkedin: null,
    city: 'Boston',
    state: 'MA',
    country: 'United States',
    masked: false,
    pictureUrl: null,
    pictureUpload: PICTURE_UPLOAD,
    ...overrides,
  };
}

export const countries = [
  { __typename: 'Country' as const, id: 'c-ca', name: 'Canada' },
  { __typename: 'Country' as const, id: 'c-gb', name: 'United Kingdom' },
  { __typename: 'Country' as const, id: 'c-us', name: 'United States' },
];

export function profileTabMock(user: ProfileUser | null): MockLink.MockedResponse {
  return {
    request: { query: ProfileTabQueryDocument },
    result: { data: { viewer: { __typename: 'Viewer', user }, countries } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export const passwordRules = [
  { __typename: 'PasswordRule' as const, id: 'MIN_LENGTH', label: 'At least 8 characters', pattern: '^.{8,}$' },
  { __typename: 'PasswordRule' as const, id: 'DIGIT', label: 'A digit', pattern: '\\d' },
];

export function passwordTabMock(): MockLink.MockedResponse {
  return {
    request: { query: PasswordTabQueryDocument },
    result: { data: { passwordPolicy: passwordRules } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function securityTabMock(totpEnabled: boolean): MockLink.MockedResponse {
  return {
    request: { query: SecurityTabQueryDocument },
    result: { data: { viewer: { __typename: 'Viewer', totpEnabled } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function referenceItem(id: string, kind: ReferenceKind, name: string) {
  return { __typename: 'ReferenceItem' as const, id, kind, name };
}

export const referenceItems = [
  referenceItem('ta-1', 'THERAPEUTIC_AREAS', 'Oncology'),
  referenceItem('ta-2', 'THERAPEUTIC_AREAS', 'Cardiology'),
  referenceItem('ta-3', 'THERAPEUTIC_AREAS', 'Neurology'),
  referenceItem('sv-1', 'SERVICES', 'Data Management'),
  referenceItem('sv-2', 'SERVICES', 'Monitoring'),
  referenceItem('pr-1', 'PRODUCTS', 'eConsent'),
  referenceItem('rg-1', 'REGIONS', 'North America'),
  referenceItem('rg-2', 'REGIONS', 'Europe'),
];

export interface TestInterests {
  therapeuticAreas: ReturnType<typeof referenceItem>[];
  services: ReturnType<typeof referenceItem>[];
  products: ReturnType<typeof referenceItem>[];
  regions: ReturnType<typeof referenceItem>[];
  trialPhasesSupported: TrialPhase[];
}

export function buildInterests(overrides: Partial<TestInterests> = {}) {
  const values: TestInterests = {
    therapeuticAreas: [],
    services: [],
    products: [],
    regions: [],
    trialPhasesSupported: [],
    ...overrides,
  };
  const complete = [
    values.therapeuticAreas,
    values.services,
    values.products,
    values.regions,
    values.trialPhasesSupported,
  ].every((list) => list.length > 0);
  return { __typename: 'Interests' as const, ...values, complete };
}

export function interestsTabMock(interests: ReturnType<typeof buildInterests>): MockLink.MockedResponse {
  return {
    request: { query: InterestsTabQueryDocument },
    result: { data: { interests, referenceItems } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
