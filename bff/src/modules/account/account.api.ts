import type { ReferenceKind, TrialPhase } from '../../__generated__/resolvers-types.js';
import type { RestClient } from '../../rest/rest.client.js';
import { segment } from '../../rest/rest.paths.js';
import type { UserDto } from '../user/user.api.js';

/** A reference value (the api's kinds are spelled as the schema's). */
export interface ReferenceItemDto {
  id: number;
  kind: ReferenceKind;
  name: string;
  parentId: number | null;
}

export interface CountryDto {
  id: number;
  code: string;
  name: string;
}

/** The user's key areas of interest (spec §5). */
export interface InterestsDto {
  therapeuticAreas: ReferenceItemDto[];
  services: ReferenceItemDto[];
  products: ReferenceItemDto[];
  regions: ReferenceItemDto[];
  trialPhasesSupported: TrialPhase[];
  complete: boolean;
}

/** PUT /users/{id}: absent optional fields are kept, null clears them. */
export interface UpdateProfileBody {
  firstName: string;
  lastName: string;
  masked: boolean;
  jobTitle?: string | null;
  phone?: string | null;
  linkedin?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
}

export interface UpdateInterestsBody {
  therapeuticAreaIds: number[];
  serviceIds: number[];
  productIds: number[];
  regionIds: number[];
  trialPhasesSupported: TrialPhase[];
}

export interface AccountApi {
  referenceItems(kinds: readonly ReferenceKind[] | null): Promise<ReferenceItemDto[]>;
  countries(): Promise<CountryDto[]>;
  updateProfile(userId: number, body: UpdateProfileBody): Promise<UserDto>;
  uploadPicture(userId: number, picture: { contentType: string; data: string }): Promise<{ pictureUrl: string }>;
  deletePicture(userId: number): Promise<void>;
  updateInterests(body: UpdateInterestsBody): Promise<InterestsDto>;
}

/** The api's reference data and my-account endpoints; the only place that knows their paths. */
export function createAccountApi(rest: RestClient): AccountApi {
  return {
    // Repeated keys: kind=SERVICES&kind=REGIONS (spec §7).
    referenceItems: (kinds) =>
      rest.request<ReferenceItemDto[]>({
        operation: 'getReferenceItems',
        path: '/reference-items',
        query: { kind: kinds },
      }),
    countries: () => rest.request<CountryDto[]>({ operation: 'getCountries', path: '/countries' }),
    updateProfile: (userId, body) =>
      rest.request<UserDto>({ operation: 'updateUser', method: 'PUT', path: `/users/${segment(userId)}`, body }),
    uploadPicture: (userId, picture) =>
      rest.request<{ pictureUrl: string }>({
        operation: 'uploadUserPicture',
        method: 'POST',
        path: `/users/${segment(userId)}/picture`,
        body: picture,
      }),
    deletePicture: (userId) =>
      rest.request({
        operation: 'deleteUserPicture',
        method: 'DELETE',
        path: `/users/${segment(userId)}/picture`,
        responseType: 'none',
      }),
    updateInterests: (body) =>
      rest.request<InterestsDto>({ operation: 'updateInterests', method: 'PUT', path: '/users/interests', body }),
  };
}
