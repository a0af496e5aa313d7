import { Checkbox, CheckboxGroup, Fieldset, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { ReferenceMultiSelect } from '../../../shared/ui/ReferenceMultiSelect';
import type { ReferenceOption } from '../../../shared/ui/ReferenceMultiSelect';
import { ErrorAlerts } from '../../../ui/ErrorAlert';
import { SubmitRow } from '../../../ui/FormField';
import { useMutationForm } from '../../../ui/useMutationForm';
import { INTEREST_LISTS, isInterestsComplete, isTrialPhase, TRIAL_PHASE_OPTIONS } from '../interests';
import type { InterestsValues } from '../interests';

export const InterestsFormFragment = graphql(`
  fragment InterestsForm_interests on Interests {
    therapeuticAreas {
      id
      name
    }
    services {
      id
      name
    }
    products {
      id
      name
    }
    regions {
      id
      name
    }
    trialPhasesSupported
    complete
  }
`);

export const InterestsFormSaveDocument = graphql(`
  mutation InterestsFormSave($input: UpdateInterestsInput!) {
    updateInterests(input: $input) {
      interests {
        ...InterestsForm_interests
      }
      viewer {
        isInterestsRequired
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export interface InterestsFormProps {
  interests: FragmentType<typeof InterestsFormFragment>;
  /** Every value each list may take. */
  options: Record<(typeof INTEREST_LISTS)[number]['key'], readonly ReferenceOption[]>;
  /** Called with the saved interests, so the page's cached copy follows. */
  onSaved: (interests: FragmentType<typeof InterestsFormFragment>) => void;
}

/** The four interest lists and the trial phases, with spec §5's completeness rule shown live. */
export function InterestsForm({ interests: ref, options, onSaved }: InterestsFormProps) {
  const interests = getFragmentData(InterestsFormFragment, ref);
  const [values, setValues] = useState<InterestsValues>(() => ({
    therapeuticAreas: interests.therapeuticAreas.map((item) => item.id),
    services: interests.services.map((item) => item.id),
    products: interests.products.map((item) => item.id),
    regions: interests.regions.map((item) => item.id),
    trialPhasesSupported: [...interests.trialPhasesSupported],
  }));
  const form = useMutationForm(InterestsFormSaveDocument, {
    payload: (data) => data.updateInterests,
    accept: (payload) => Boolean(payload.interests),
    done: 'Your interests have been saved.',
  });
  const complete = isInterestsComplete(values);

  const change = (patch: Partial<InterestsValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    form.setNotice('');
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = {
      therapeuticAreaIds: values.therapeuticAreas,
      serviceIds: values.services,
      productIds: values.products,
      regionIds: values.regions,
      trialPhasesSupported: values.trialPhasesSupported,
    };
    const outcome = await form.send({ input });
    if ('ok' in outcome && outcome.ok.interests) onSaved(outcome.ok.interests);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap={6} maxW="2xl">
        <ErrorAlerts messages={form.errors} />
        {INTEREST_LISTS.map((list) => (
          <ReferenceMultiSelect
            key={list.key}
            label={list.label}
            options={options[list.key]}
            selected={values[list.key]}
            onChange={(ids) => change({ [list.key]: ids })}
          />
        ))}
        <Fieldset.Root>
          <Fieldset.Legend>Trial phases supported</Fieldset.Legend>
          <CheckboxGroup
            value={values.trialPhasesSupported}
            onValueChange={(phases) => change({ trialPhasesSupported: phases.filter(isTrialPhase) })}
          >
            <Wrap gap={5} mt={2}>
              {TRIAL_PHASE_OPTIONS.map((phase) => (
                <Checkbox.Root key={phase.value} value={phase.value}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{phase.label}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Wrap>
          </CheckboxGroup>
        </Fieldset.Root>
        <Text aria-live="polite" color={complete ? 'green.fg' : 'orange.fg'} fontWeight="medium">
          {complete ? 'Your interests are complete.' : 'Complete every list and pick at least one trial phase.'}
        </Text>
        <SubmitRow label="Save interests" loading={form.loading} notice={form.notice} />
      </Stack>
    </form>
  );
}
