import type { ContentDraftFieldsFragment as DraftFields } from '../../../__generated__/graphql';
import { dateFieldOf } from './schedule';
import type { Schedule } from './ScheduleFields';

/** The editor's fields, as typed (text), and how they start from a draft. */
export type Field = 'title' | 'description' | 'body' | 'linkLabel' | 'linkPath' | keyof Schedule;
export const FIELDS: readonly Field[] = [
  'title',
  'description',
  'body',
  'linkLabel',
  'linkPath',
  'position',
  'startsAt',
  'endsAt',
];

export interface Form extends Schedule {
  title: string;
  description: string;
  body: string;
  linkLabel: string;
  linkPath: string;
}

export const formOf = (d: DraftFields): Form => ({
  title: d.title,
  description: d.description,
  body: d.body,
  linkLabel: d.linkLabel ?? '',
  linkPath: d.linkPath ?? '',
  position: String(d.position),
  startsAt: dateFieldOf(d.startsAt),
  endsAt: dateFieldOf(d.endsAt),
});

export const sameForm = (a: Form, b: Form) => FIELDS.every((field) => a[field] === b[field]);
