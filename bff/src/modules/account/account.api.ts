import type { RestClient } from '../../rest/rest.client.js';
import type { RequestBody, ResponseBody } from '../../rest/rest.contract.js';

/** The user's key areas of interest (spec §5). */
export type InterestsDto = ResponseBody<'get', '/users/interests'>;
/** PUT /users/{id}: absent optional fields are kept, null clears them. */
export type UpdateProfileBody = RequestBody<'put', '/users/{id}'>;
export type UpdateInterestsBody = RequestBody<'put', '/users/interests'>;

/** The api's my-account endpoints; the only place that knows their paths. */
export function createAccountApi(rest: RestClient) {
  return {
    updateProfile: (id: number, body: UpdateProfileBody) =>
      rest.put('/users/{id}', { operation: 'updateUser', params: { id }, body }),
    uploadPicture: (id: number, body: RequestBody<'post', '/users/{id}/picture'>) =>
      rest.post('/users/{id}/picture', { operation: 'uploadUserPicture', params: { id }, body }),
    deletePicture: (id: number) =>
      rest.delete('/users/{id}/picture', { operation: 'deleteUserPicture', params: { id } }),
    interests: () => rest.get('/users/interests', { operation: 'getInterests' }),
    updateInterests: (body: UpdateInterestsBody) =>
      rest.put('/users/interests', { operation: 'updateInterests', body }),
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
