import { SimpleGrid } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import { SelectField } from '../../../ui/SelectField';
import { PERIOD_OPTIONS } from '../reportFormat';
import type { ReportFilters } from '../useReportFilters';

export const ReportFilterOptionsDocument = graphql(`
  query ReportFilterOptions {
    referenceItems(kinds: [THERAPEUTIC_AREAS, REGIONS]) {
      id
      kind
      name
      parentId
    }
    directoryFigures {
      byType {
        code
        label
      }
    }
  }
`);

export interface ReportFilterBarProps {
  filters: ReportFilters;
  onChange: (change: Partial<ReportFilters>) => void;
  /** Which filters the report takes. */
  fields: readonly ('months' | 'companyType' | 'area' | 'region')[];
}

/** The report's filters: native selects, each applied as soon as it changes. */
export function ReportFilterBar({ filters, onChange, fields }: ReportFilterBarProps) {
  const { data } = useQuery(ReportFilterOptionsDocument);
  const top = (kind: string) =>
    (data?.referenceItems ?? [])
      .filter((item) => item.kind === kind && item.parentId === null)
      .map((item) => ({ value: item.id, label: item.name }));
  const types = (data?.directoryFigures.byType ?? [])
    .map((type) => ({ value: type.code, label: type.label }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={4} role="group" aria-label="Report filters">
      {fields.includes('months') ? (
        <SelectField
          label="Period"
          value={String(filters.months)}
          options={PERIOD_OPTIONS}
          onChange={(value) => onChange({ months: Number(value) })}
        />
      ) : null}
      {fields.includes('companyType') ? (
        <SelectField
          label="Company type"
          value={filters.companyRoleId ?? ''}
          placeholder="All company types"
          options={types}
          onChange={(value) => onChange({ companyRoleId: value || null })}
        />
      ) : null}
      {fields.includes('area') ? (
        <SelectField
          label="Therapeutic area"
          value={filters.therapeuticAreaId ?? ''}
          placeholder="All therapeutic areas"
          options={top('THERAPEUTIC_AREAS')}
          onChange={(value) => onChange({ therapeuticAreaId: value || null })}
        />
      ) : null}
      {fields.includes('region') ? (
        <SelectField
          label="Region"
          value={filters.regionId ?? ''}
          placeholder="All regions"
          options={top('REGIONS')}
          onChange={(value) => onChange({ regionId: value || null })}
        />
      ) : null}
    </SimpleGrid>
  );
}
