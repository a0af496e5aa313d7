import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { addDays } from '../../dates.js';
import type { ModuleSeed } from '../../seed/module-seed.js';
import { users } from '../user/index.js';
import { meetupRegistrations, meetups } from './meetup.table.js';

/** `days` from the seed's day, at hh:mm UTC (the zone's local evening or morning). */
const at = (now: Date, days: number, hour: number, minute = 0): Date => {
  const day = addDays(now, days);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, minute));
};
const hours = (date: Date, count: number): Date => new Date(date.getTime() + count * 3_600_000);

type Seat = [email: string, status: 'REGISTERED' | 'WAITLISTED'];

/** Five meetups around the seed's day: one nearly full, one full with a waiting list, one past. */
function demoMeetups(now: Date) {
  const list = [
    {
      code: 'decentralised-trials-roundtable',
      title: 'Decentralised trials roundtable',
      description:
        'An hour with sponsors, CROs and sites on what decentralised and hybrid trials changed in practice: ' +
        'home nursing, eConsent, direct-to-patient supply and the data they bring back. Three short cases, then open discussion.\n\n' +
        'For clinical operations leads and site managers. Cameras optional.',
      startsAt: at(now, 12, 16),
      hoursLong: 1,
      timeZone: 'Europe/London',
      venue: null,
      onlineUrl: 'https://meet.trialbridge.example/decentralised-trials-roundtable',
      capacity: 4,
      seats: [
        ['sponsor.admin@demo.test', 'REGISTERED'],
        ['vendor.admin@demo.test', 'REGISTERED'],
        ['site.admin@demo.test', 'REGISTERED'],
      ] as Seat[],
    },
    {
      code: 'rare-disease-recruitment-clinic',
      title: 'Rare-disease recruitment clinic',
      description:
        'A small working session on finding and keeping patients for rare-disease studies: patient advocacy ' +
        'partnerships, registries, travel support and feasibility numbers that hold up. Bring a protocol you are planning.',
      startsAt: at(now, 20, 14),
      hoursLong: 2,
      timeZone: 'America/New_York',
      venue: 'Cambridge Innovation Center, 1 Broadway, Cambridge, MA',
      onlineUrl: 'https://meet.trialbridge.example/rare-disease-recruitment-clinic',
      capacity: 2,
      seats: [
        ['vendor.admin@demo.test', 'REGISTERED'],
        ['site.admin@demo.test', 'REGISTERED'],
        ['vendor.member@demo.test', 'WAITLISTED'],
      ] as Seat[],
    },
    {
      code: 'eclinical-data-standards-breakfast',
      title: 'eClinical data standards breakfast',
      description:
        'CDISC, FHIR and the gap between them: how sponsors and EDC vendors exchange study data today, and what ' +
        'the next two years of submissions will ask for. Coffee and pastries from 8:00.',
      startsAt: at(now, 30, 8, 30),
      hoursLong: 2,
      timeZone: 'Europe/London',
      venue: 'The Francis Crick Institute, 1 Midland Road, London',
      onlineUrl: null,
      capacity: 30,
      seats: [['vendor.member@demo.test', 'REGISTERED']] as Seat[],
    },
    {
      code: 'scope-summit-side-meetup',
      title: 'SCOPE Summit side meetup',
      description:
        'Meet the sponsors, CROs and technology vendors on Trialbridge away from the exhibition floor: short ' +
        'introductions by therapeutic area, then drinks. Registered members get the room number by mail the day before.',
      startsAt: at(now, 45, 23),
      hoursLong: 2,
      timeZone: 'America/New_York',
      venue: 'Hyatt Regency Orlando, 9801 International Drive, Orlando, FL',
      onlineUrl: null,
      capacity: 60,
      seats: [
        ['sponsor.admin@demo.test', 'REGISTERED'],
        ['vendor.admin@demo.test', 'REGISTERED'],
      ] as Seat[],
    },
    {
      code: 'site-feasibility-workshop',
      title: 'Site feasibility workshop',
      description:
        'How sites answer feasibility questionnaires well, and how sponsors ask fewer, better questions. ' +
        'Slides and the shared checklist are on the Commons pages.',
      startsAt: at(now, -20, 13),
      hoursLong: 3,
      timeZone: 'Europe/Amsterdam',
      venue: 'Amsterdam UMC, Meibergdreef 9, Amsterdam',
      onlineUrl: null,
      capacity: 25,
      seats: [['sponsor.admin@demo.test', 'REGISTERED']] as Seat[],
    },
  ];
  return list.map(({ hoursLong, ...meetup }) => ({ ...meetup, endsAt: hours(meetup.startsAt, hoursLong) }));
}

/** The demo meetups and the personas' registrations (persona and demo databases alike). */
async function seedMeetups(db: Executor, now: Date): Promise<void> {
  const list = demoMeetups(now);
  const rows = await db
    .insert(meetups)
    .values(list.map(({ seats: _seats, ...meetup }) => ({ ...meetup, createdAt: addDays(now, -40), updatedAt: now })))
    .returning({ id: meetups.id, code: meetups.code });
  const emails = [...new Set(list.flatMap((meetup) => meetup.seats.map(([email]) => email)))];
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const userId = new Map(people.map((person) => [person.email, person.id]));
  const meetupId = new Map(rows.map((row) => [row.code, row.id]));
  const registrations = list.flatMap((meetup) =>
    meetup.seats.flatMap(([email, status], index) => {
      const id = userId.get(email);
      const meetupRow = meetupId.get(meetup.code);
      return id === undefined || meetupRow === undefined
        ? []
        : [{ meetupId: meetupRow, userId: id, status, createdAt: addDays(now, -30 + index) }];
    }),
  );
  if (registrations.length > 0) await db.insert(meetupRegistrations).values(registrations);
}

export const meetupSeed: ModuleSeed = { after: ['user'], personas: seedMeetups };
