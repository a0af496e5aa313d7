import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** A report's filters as the URL holds them (`?months=6&area=12`): shareable, and kept on reload. */
export interface ReportFilters {
  months: number;
  companyRoleId: string | null;
  therapeuticAreaId: string | null;
  regionId: string | null;
}

const ID = /^[1-9]\d{0,9}$/;
const MONTHS = [3, 6, 12, 24];
const idOf = (value: string | null): string | null => (value && ID.test(value) ? value : null);

export function readReportFilters(params: URLSearchParams): ReportFilters {
  const months = Number(params.get('months'));
  return {
    months: MONTHS.includes(months) ? months : 12,
    companyRoleId: idOf(params.get('type')),
    therapeuticAreaId: idOf(params.get('area')),
    regionId: idOf(params.get('region')),
  };
}

export function writeReportFilters(filters: ReportFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.months !== 12) params.set('months', String(filters.months));
  if (filters.companyRoleId) params.set('type', filters.companyRoleId);
  if (filters.therapeuticAreaId) params.set('area', filters.therapeuticAreaId);
  if (filters.regionId) params.set('region', filters.regionId);
  return params;
}

export function useReportFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readReportFilters(searchParams), [searchParams]);
  const update = useCallback(
    (change: Partial<ReportFilters>) =>
      setSearchParams(writeReportFilters({ ...filters, ...change }), { replace: true }),
    [filters, setSearchParams],
  );
  return { filters, update };
}
