import type { RestClient } from '../../rest/rest.client.js';
import type { ApiSchema } from '../../rest/rest.contract.js';
import type { Paging } from '../../rest/rest.query.js';

export type MeetupDto = ApiSchema<'MeetupDto'>;
export type MyMeetupRegistrationDto = ApiSchema<'MyMeetupRegistrationDto'>;

export interface MeetupBody {
  code: string;
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  venue: string | null;
  onlineUrl: string | null;
  capacity: number;
}

/** The meetups' endpoints of the api (docs/meetups.md): the only place that knows their paths. */
export function createMeetupApi(rest: RestClient) {
  return {
    list: (when: 'UPCOMING' | 'PAST', paging: Paging) =>
      rest.get('/meetups', { operation: 'listMeetups', paging, query: { when } }),
    get: (code: string) => rest.get('/meetups/{code}', { operation: 'getMeetup', params: { code } }),
    mine: () => rest.get('/meetups/registrations/mine', { operation: 'listMyMeetupRegistrations' }),
    register: (code: string) =>
      rest.post('/meetups/{code}/registration', { operation: 'registerForMeetup', params: { code }, body: {} }),
    cancel: (code: string) =>
      rest.delete('/meetups/{code}/registration', { operation: 'cancelMeetupRegistration', params: { code } }),
    create: (body: MeetupBody) => rest.post('/admin/meetups', { operation: 'createMeetup', body }),
    update: (code: string, body: MeetupBody) =>
      rest.put('/admin/meetups/{code}', { operation: 'updateMeetup', params: { code }, body }),
  };
}

export type MeetupApi = ReturnType<typeof createMeetupApi>;
