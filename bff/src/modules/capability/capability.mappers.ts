import type { CapabilityAlertDto, CapabilityAlertPageDto } from './capability.api.js';

// What the GraphQL types of capability.graphql resolve from (codegen finds them by name).
export type CapabilityAlertMapper = CapabilityAlertDto;
export type CapabilityAlertCompanyMapper = CapabilityAlertDto['company'];
export type CapabilityAlertPageMapper = CapabilityAlertPageDto;
