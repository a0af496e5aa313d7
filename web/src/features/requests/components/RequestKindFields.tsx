import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NUMBER_LIMITS } from '../../../__generated__/fieldLimits';
import type { InnovationStage } from '../../../__generated__/graphql';
import type { ReferenceOption } from '../../../shared/ui/ReferenceMultiSelect';
import { TextField } from '../../../ui/TextField';
import { choiceOf, SelectField } from '../../../ui/SelectField';
import { REQUEST_PHASES, STAGE_LABELS, todayUtc } from '../requestFormat';
import { REQUEST_TEXT_LIMITS } from '../requestForm';
import type { ReferenceField, RequestFormValues } from '../requestForm';
import { CheckboxChoices } from './CheckboxChoices';
import { DayField } from './DayField';
import { PickerField } from './PickerField';

/** The values each picker offers. */
export type RequestFormOptions = Record<ReferenceField, readonly ReferenceOption[]>;

export interface RequestKindFieldsProps {
  values: RequestFormValues;
  onChange: (patch: Partial<RequestFormValues>) => void;
  options: RequestFormOptions;
  errorOf: (field: string) => ReactNode;
}

// Room for the largest amount the api takes, written with separators ("1,000,000,000").
const NUMBER_MAX_LENGTH = NUMBER_LIMITS.CreateRequestBody.budgetMax.toLocaleString('en-US').length;
const STAGES = Object.keys(STAGE_LABELS) as InnovationStage[];

/** The fields of the chosen kind (spec §3 as a sponsor fills them). */
export function RequestKindFields({ values, onChange, options, errorOf }: RequestKindFieldsProps) {
  const picker = (field: ReferenceField, label: string, helperText?: string) => (
    <PickerField
      label={label}
      options={options[field]}
      selected={values[field]}
      onChange={(ids) => onChange({ [field]: ids })}
      helperText={helperText}
      error={errorOf(field)}
    />
  );
  const number = (
    field: 'numberOfSites' | 'enrolmentTarget' | 'budgetMin' | 'budgetMax',
    label: string,
    hint?: string,
  ) => (
    <TextField
      label={label}
      name={field}
      value={values[field]}
      onChange={(value) => onChange({ [field]: value })}
      maxLength={NUMBER_MAX_LENGTH}
      inputMode="numeric"
      helperText={hint}
      error={errorOf(field)}
    />
  );
  const phases = (
    <CheckboxChoices
      legend="Phases"
      options={REQUEST_PHASES}
      value={values.phases}
      onChange={(next) => onChange({ phases: next })}
      error={errorOf('phases')}
    />
  );

  if (values.kind === 'SITE')
    return (
      <Stack gap={5}>
        {picker('therapeuticAreaIds', 'Therapeutic areas')}
        {picker('indicationIds', 'Indications', 'Optional.')}
        {phases}
        {picker('countryIds', 'Countries')}
        {picker('regionIds', 'Regions', 'Optional.')}
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
          {number('numberOfSites', 'Number of sites', '1 to 10,000.')}
          {number('enrolmentTarget', 'Enrolment target', 'Patients, 1 to 1,000,000.')}
          <DayField
            label="Start date"
            name="startDate"
            value={values.startDate}
            min={todayUtc()}
            onChange={(startDate) => onChange({ startDate })}
            error={errorOf('startDate')}
          />
        </SimpleGrid>
      </Stack>
    );
  if (values.kind === 'SERVICE')
    return (
      <Stack gap={5}>
        {picker('serviceIds', 'Services')}
        {picker('therapeuticAreaIds', 'Therapeutic areas')}
        {phases}
        {picker('regionIds', 'Regions', 'Optional.')}
        <TextField
          label="Timeline"
          name="timeline"
          value={values.timeline}
          onChange={(timeline) => onChange({ timeline })}
          maxLength={REQUEST_TEXT_LIMITS.timeline}
          helperText="E.g. start in Q3, 18 months of monitoring."
          error={errorOf('timeline')}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          {number('budgetMin', 'Budget from (US$)', 'Optional, whole dollars.')}
          {number('budgetMax', 'Budget to (US$)', 'Optional, whole dollars.')}
        </SimpleGrid>
      </Stack>
    );
  if (values.kind === 'INNOVATION')
    return (
      <Stack gap={5}>
        <TextField
          label="Problem to solve"
          name="problem"
          multiline
          rows={5}
          value={values.problem}
          onChange={(problem) => onChange({ problem })}
          maxLength={REQUEST_TEXT_LIMITS.problem}
          error={errorOf('problem')}
        />
        {picker('productIds', 'Products', 'Products or modalities: at least one of either.')}
        {picker('modalityIds', 'Modalities')}
        <SelectField
          label="Stage"
          name="stage"
          placeholder="Choose a stage"
          value={values.stage}
          options={STAGES.map((stage) => ({ value: stage, label: STAGE_LABELS[stage] }))}
          error={errorOf('stage')}
          onChange={(value) => onChange({ stage: choiceOf(STAGES, value) ?? '' })}
        />
        {picker('therapeuticAreaIds', 'Therapeutic areas', 'Optional.')}
        {picker('regionIds', 'Regions', 'Optional.')}
      </Stack>
    );
  return null;
}
