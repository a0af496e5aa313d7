import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CapabilityAlertFilter } from '../../__generated__/graphql';
import { readPageParam } from '../../shared/routing/pageParam';

/** Alerts per page of the public list. */
export const ALERTS_PER_PAGE = 20;

/** The public list's filters, kept in the URL so a search can be shared and reloaded. */
export interface CapabilityParams {
  serviceIds: string[];
  therapeuticAreaIds: string[];
  regionIds: string[];
  search: string;
  page: number;
}

export function readCapabilityParams(params: URLSearchParams): CapabilityParams {
  return {
    serviceIds: params.getAll('service'),
    therapeuticAreaIds: params.getAll('area'),
    regionIds: params.getAll('region'),
    search: (params.get('q') ?? '').trim(),
    page: readPageParam(params.get('page')),
  };
}

export function writeCapabilityParams(p: CapabilityParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const id of p.serviceIds) params.append('service', id);
  for (const id of p.therapeuticAreaIds) params.append('area', id);
  for (const id of p.regionIds) params.append('region', id);
  if (p.search) params.set('q', p.search);
  if (p.page > 0) params.set('page', String(p.page));
  return params;
}

export function capabilityFilter(p: CapabilityParams): CapabilityAlertFilter {
  return {
    serviceIds: p.serviceIds,
    therapeuticAreaIds: p.therapeuticAreaIds,
    regionIds: p.regionIds,
    search: p.search || null,
  };
}

/** The filters and a setter; changing a filter goes back to the first page (spec §5). */
export function useCapabilityParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readCapabilityParams(searchParams), [searchParams]);
  const update = useCallback(
    (change: Partial<CapabilityParams>) => setSearchParams(writeCapabilityParams({ ...params, page: 0, ...change })),
    [params, setSearchParams],
  );
  return { params, update };
}
