import { type Static, Type } from 'typebox';
import { Page, PageQuery } from '../../http/paging.js';
import { DateTime, Nullable } from '../../http/schemas.js';
import { ReferenceItemDto } from '../reference/index.js';

export const ALERT_LIMITS = { title: 200, description: 2000, referenceIds: 30, searchWords: 200 } as const;
export const ALERT_STATUSES = ['DRAFT', 'CURRENT', 'EXPIRED', 'WITHDRAWN'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

const AlertCompany = Type.Object(
  { id: Type.Integer(), name: Type.String(), alias: Type.String(), logoUrl: Nullable(Type.String()) },
  { title: 'CapabilityAlertCompanyDto', description: 'The company that publishes the alert.' },
);

export const CapabilityAlertDto = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    company: AlertCompany,
    validUntil: Type.String({ format: 'date', description: 'Current until the end of this day (UTC).' }),
    status: Type.Enum(ALERT_STATUSES, {
      description: 'DRAFT, CURRENT (published, not withdrawn, not expired), EXPIRED or WITHDRAWN.',
    }),
    publishedAt: Nullable(DateTime),
    detailsHidden: Type.Boolean({
      description:
        'Visitors and companies without a plan see the title, company and date only: description and lists are empty.',
    }),
    description: Nullable(Type.String()),
    services: Type.Array(ReferenceItemDto),
    therapeuticAreas: Type.Array(ReferenceItemDto),
    regions: Type.Array(ReferenceItemDto),
    own: Type.Boolean({ description: "The caller's company publishes it (it may change it)." }),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { title: 'CapabilityAlertDto', description: 'A capability alert: what a vendor or site can do now.' },
);
export type CapabilityAlertDto = Static<typeof CapabilityAlertDto>;

// The spec §7 page, named so the bff's contract calls it CapabilityAlertPageDto.
export const CapabilityAlertPageDto = Type.Object(Page(CapabilityAlertDto, '').properties, {
  title: 'CapabilityAlertPageDto',
  description: 'Capability alerts, newest first.',
});

const ids = (description: string) =>
  Type.Optional(
    Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100, description: `${description} Repeatable; any matches.` }),
  );

export const CapabilityAlertListQuery = Type.Object({
  ...PageQuery.properties,
  serviceIds: ids('SERVICES items.'),
  therapeuticAreaIds: ids('THERAPEUTIC_AREAS items.'),
  regionIds: ids('REGIONS items.'),
  q: Type.Optional(
    Type.String({ maxLength: ALERT_LIMITS.searchWords, description: 'Words in the title or description.' }),
  ),
});
export type CapabilityAlertListQuery = Static<typeof CapabilityAlertListQuery>;

const refIds = (description: string) =>
  Type.Array(Type.Integer({ minimum: 1 }), { maxItems: ALERT_LIMITS.referenceIds, description });

export const CapabilityAlertBody = Type.Object(
  {
    title: Type.String({ maxLength: ALERT_LIMITS.title }),
    description: Type.String({ maxLength: ALERT_LIMITS.description }),
    serviceIds: refIds('SERVICES items (at least one).'),
    therapeuticAreaIds: refIds('THERAPEUTIC_AREAS items.'),
    regionIds: refIds('REGIONS items.'),
    validUntil: Type.String({ format: 'date', description: 'Today or later, at most a year ahead.' }),
  },
  { title: 'CapabilityAlertBody' },
);
export type CapabilityAlertBody = Static<typeof CapabilityAlertBody>;

export const CreateCapabilityAlertBody = Type.Object(
  { ...CapabilityAlertBody.properties, publish: Type.Boolean({ description: 'Publish at once (else a draft).' }) },
  { title: 'CreateCapabilityAlertBody' },
);
export type CreateCapabilityAlertBody = Static<typeof CreateCapabilityAlertBody>;

/** Publish and withdraw take no body (any is ignored). */
export const NoBody = Type.Unknown({ description: 'No body is needed.' });
