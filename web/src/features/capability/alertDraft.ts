import { getFragmentData, graphql } from '../../__generated__';
import type { FragmentType } from '../../__generated__';
import type { SaveCapabilityAlertInput } from '../../__generated__/graphql';
import { FIELD_LIMITS } from '../../__generated__/fieldLimits';
import { characterCount } from '../../ui/textLimit';
import type { UserError } from '../../ui/useMutationForm';
import { todayUtc } from './capabilityFormat';

export const TITLE_MAX = FIELD_LIMITS.CapabilityAlertBody.title;
export const DESCRIPTION_MAX = FIELD_LIMITS.CapabilityAlertBody.description;

/** What the form holds: the alert's fields as typed (kept whatever the server answers). */
export interface AlertDraft extends SaveCapabilityAlertInput {
  serviceIds: string[];
  therapeuticAreaIds: string[];
  regionIds: string[];
}

/** What the edit form is filled from: the dashboard's list and every alert mutation's answer read it. */
export const AlertDraftFragment = graphql(`
  fragment AlertDraft_alert on CapabilityAlert {
    id
    title
    description
    validUntil
    services {
      id
    }
    therapeuticAreas {
      id
    }
    regions {
      id
    }
  }
`);

/** A saved alert as the edit form opens it. */
export function draftOf(alert: FragmentType<typeof AlertDraftFragment>): AlertDraft {
  const saved = getFragmentData(AlertDraftFragment, alert);
  return {
    title: saved.title,
    description: saved.description ?? '',
    serviceIds: saved.services.map((item) => item.id),
    therapeuticAreaIds: saved.therapeuticAreas.map((item) => item.id),
    regionIds: saved.regions.map((item) => item.id),
    validUntil: saved.validUntil,
  };
}

/** A refusal at a field (or for the whole form when `field` is null). */
export type FormError = UserError;

/** A new alert's draft: valid for 90 days unless changed. */
export function emptyDraft(now = new Date()): AlertDraft {
  const until = new Date(now.getTime() + 90 * 24 * 3600 * 1000);
  return {
    title: '',
    description: '',
    serviceIds: [],
    therapeuticAreaIds: [],
    regionIds: [],
    validUntil: todayUtc(until),
  };
}

/** The checks the api makes too, so most refusals show before sending. */
export function checkDraft(draft: AlertDraft, today = todayUtc()): FormError[] {
  const errors: FormError[] = [];
  const field = (name: string, message: string) => errors.push({ code: 'BAD_USER_INPUT', field: name, message });
  if (!draft.title.trim()) field('title', 'Give the alert a title.');
  if (characterCount(draft.title.trim()) > TITLE_MAX) field('title', `Keep the title to ${TITLE_MAX} characters.`);
  if (!draft.description.trim()) field('description', 'Describe what you can offer.');
  if (characterCount(draft.description.trim()) > DESCRIPTION_MAX)
    field('description', `Keep the description to ${DESCRIPTION_MAX} characters.`);
  if (draft.serviceIds.length === 0) field('serviceIds', 'Choose at least one service.');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.validUntil)) field('validUntil', 'Enter a date.');
  else if (draft.validUntil < today) field('validUntil', 'Valid until must be today or later.');
  return errors;
}
