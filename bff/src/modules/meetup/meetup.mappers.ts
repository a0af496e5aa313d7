import type { MeetupDto, MyMeetupRegistrationDto } from './meetup.api.js';

export type MeetupMapper = MeetupDto;
export type MeetupRegistrationMapper = MyMeetupRegistrationDto;
export type MeetupPageMapper = {
  content: MeetupDto[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
};
