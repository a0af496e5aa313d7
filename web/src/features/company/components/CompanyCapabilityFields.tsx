import { Stack } from '@chakra-ui/react';
import type { CompanyRoleType } from '../../../__generated__/graphql';
import { listLimitMessage } from '../companyForm';
import type { CompanyFormErrors, CompanyFormValues, LimitedList, ListLimits } from '../companyForm';
import { indicationsWithin, optionsOfKind } from '../companyFormOptions';
import type { ReferenceData } from '../companyFormOptions';
import { LimitedReferenceSelect } from './LimitedReferenceSelect';

type Named = ReadonlyArray<{ id: string; name: string }>;

export interface CompanyCapabilityFieldsProps {
  values: CompanyFormValues;
  errors: CompanyFormErrors;
  roleType: CompanyRoleType;
  /** Spec §9's limits for this company's type, as the api answers them. */
  listLimits: ListLimits;
  referenceItems: readonly ReferenceData[];
  /** The values the company carries now, with names (for values no longer offered). */
  current: {
    services: Named;
    products: Named;
    therapeuticAreas: Named;
    indications: Named;
    modalities: Named;
    regions: Named;
    keyServices: Named;
    series: Named;
  };
  onChange: (patch: Partial<CompanyFormValues>) => void;
}

/** The reference lists, with spec §9's limits; indications follow the chosen therapeutic areas. */
export function CompanyCapabilityFields({
  values,
  errors,
  roleType,
  listLimits: limits,
  referenceItems: items,
  current,
  onChange,
}: CompanyCapabilityFieldsProps) {
  const limited = (list: LimitedList) => ({
    max: limits[list],
    limitMessage: listLimitMessage(list, limits[list]),
    error: errors[list],
  });
  return (
    <Stack gap={5}>
      <LimitedReferenceSelect
        label="Key services"
        options={optionsOfKind(items, 'COMPANY_KEY_SERVICES', current.keyServices)}
        selected={values.keyServiceIds}
        onChange={(keyServiceIds) => onChange({ keyServiceIds })}
        {...limited('keyServiceIds')}
      />
      <LimitedReferenceSelect
        label="Services"
        options={optionsOfKind(items, 'SERVICES', current.services)}
        selected={values.serviceIds}
        onChange={(serviceIds) => onChange({ serviceIds })}
        {...limited('serviceIds')}
      />
      <LimitedReferenceSelect
        label="Products"
        options={optionsOfKind(items, 'PRODUCTS', current.products)}
        selected={values.productIds}
        onChange={(productIds) => onChange({ productIds })}
        {...limited('productIds')}
      />
      <LimitedReferenceSelect
        label="Therapeutic areas"
        options={optionsOfKind(items, 'THERAPEUTIC_AREAS', current.therapeuticAreas)}
        selected={values.therapeuticAreaIds}
        // Spec §5's rule, here too: removing an area removes its indications.
        onChange={(therapeuticAreaIds) =>
          onChange({
            therapeuticAreaIds,
            indicationIds: indicationsWithin(values.indicationIds, therapeuticAreaIds, items),
          })
        }
        {...limited('therapeuticAreaIds')}
      />
      <LimitedReferenceSelect
        label="Indications"
        options={optionsOfKind(items, 'INDICATIONS', current.indications, (item) =>
          values.therapeuticAreaIds.includes(item.parentId ?? ''),
        )}
        selected={values.indicationIds}
        onChange={(indicationIds) => onChange({ indicationIds })}
        error={errors.indicationIds}
        helperText="Indications of the therapeutic areas chosen above."
      />
      <LimitedReferenceSelect
        label="Modalities"
        options={optionsOfKind(items, 'MODALITIES', current.modalities)}
        selected={values.modalityIds}
        onChange={(modalityIds) => onChange({ modalityIds })}
        error={errors.modalityIds}
      />
      <LimitedReferenceSelect
        label="Regions"
        options={optionsOfKind(items, 'REGIONS', current.regions)}
        selected={values.regionIds}
        onChange={(regionIds) => onChange({ regionIds })}
        error={errors.regionIds}
      />
      {roleType === 'INVESTOR' ? (
        <LimitedReferenceSelect
          label="Investment series"
          options={optionsOfKind(items, 'SERIES', current.series)}
          selected={values.seriesIds}
          onChange={(seriesIds) => onChange({ seriesIds })}
          error={errors.seriesIds}
        />
      ) : null}
    </Stack>
  );
}
