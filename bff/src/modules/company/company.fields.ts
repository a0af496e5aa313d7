import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { type ReferenceItemDto, toReferenceItem } from '../reference/index.js';
import type { CompanyDto } from './company.api.js';

const items = (list: readonly ReferenceItemDto[]) => list.map(toReferenceItem);
const companyLocation = ({ country, state, city }: CompanyDto['headquarters']) => ({
  country: country ? { ...country, id: String(country.id) } : null,
  state,
  city,
});

/** Field resolvers of the company types: REST DTOs (codegen mappers) to the schema's shapes. */
export const companyFieldResolvers: Resolvers = {
  Company: {
    id: (c) => String(c.id),
    headquarters: (c) => companyLocation(c.headquarters),
    services: (c) => items(c.services),
    products: (c) => items(c.products),
    therapeuticAreas: (c) => items(c.therapeuticAreas),
    indications: (c) => items(c.indications),
    modalities: (c) => items(c.modalities),
    regions: (c) => items(c.regions),
    keyServices: (c) => items(c.keyServices),
    labels: (c) => items(c.labels),
    series: (c) => items(c.series),
  },
  CompanyPreview: {
    id: (c) => String(c.id),
    headquarters: (c) => companyLocation(c.headquarters),
    services: (c) => items(c.services),
    products: (c) => items(c.products),
    therapeuticAreas: (c) => items(c.therapeuticAreas),
  },
  CompanyMember: {
    id: (m) => String(m.id),
  },
  CompanyPage: {
    items: (p) => p.content,
  },
  CompanyViewPage: {
    items: (p) => p.content,
  },
  EmployeeBandOption: {
    id: (b) => String(b.id),
  },
};
