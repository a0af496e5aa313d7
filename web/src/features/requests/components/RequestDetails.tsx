import { Stack, Text } from '@chakra-ui/react';
import type { RequestFields_RequestFragment, TrialPhase } from '../../../__generated__/graphql';
import { formatDate } from '../../../shared/format/dates';
import { DetailList } from '../../../ui/DetailList';
import type { DetailItem } from '../../../ui/DetailList';
import { SectionCard } from '../../../ui/SectionCard';
import { budgetText, REQUEST_PHASES, STAGE_LABELS } from '../requestFormat';

const names = (items: readonly { name: string }[] | null | undefined) =>
  items && items.length > 0 ? items.map((item) => item.name).join(', ') : null;
const phaseNames = (phases: readonly TrialPhase[] | null | undefined) =>
  phases && phases.length > 0
    ? phases.map((phase) => REQUEST_PHASES.find((p) => p.value === phase)?.label ?? phase).join(', ')
    : null;
const count = (value: number | null | undefined) =>
  value === null || value === undefined ? null : value.toLocaleString('en-US');

/** Every field of the request's kind, then its description (plain text, as written). */
export function RequestDetails({ request }: { request: RequestFields_RequestFragment }) {
  const items: DetailItem[] = [];
  if (request.kind === 'SITE')
    items.push(
      { label: 'Therapeutic areas', value: names(request.therapeuticAreas) },
      { label: 'Indications', value: names(request.indications) },
      { label: 'Phases', value: phaseNames(request.phases) },
      { label: 'Countries', value: names(request.countries) },
      { label: 'Regions', value: names(request.regions) },
      { label: 'Number of sites', value: count(request.numberOfSites) },
      { label: 'Enrolment target', value: count(request.enrolmentTarget) },
      { label: 'Start date', value: formatDate(request.startDate) },
    );
  else if (request.kind === 'SERVICE')
    items.push(
      { label: 'Services', value: names(request.services) },
      { label: 'Therapeutic areas', value: names(request.therapeuticAreas) },
      { label: 'Phases', value: phaseNames(request.phases) },
      { label: 'Regions', value: names(request.regions) },
      { label: 'Timeline', value: request.timeline ?? null },
      { label: 'Budget', value: budgetText(request.budgetMin, request.budgetMax) },
    );
  else
    items.push(
      { label: 'Products', value: names(request.products) },
      { label: 'Modalities', value: names(request.modalities) },
      { label: 'Stage', value: request.stage ? STAGE_LABELS[request.stage] : null },
      { label: 'Therapeutic areas', value: names(request.therapeuticAreas) },
      { label: 'Regions', value: names(request.regions) },
    );
  if (request.invitedCompanies && request.visibility === 'INVITED')
    items.push({ label: 'Invited companies', value: names(request.invitedCompanies) });
  return (
    <Stack gap={6}>
      {request.kind === 'INNOVATION' && request.problem ? (
        <SectionCard title="Problem to solve">
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
            {request.problem}
          </Text>
        </SectionCard>
      ) : null}
      <SectionCard title="Description">
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere" color={request.description ? undefined : 'fg.muted'}>
          {request.description || 'No description yet.'}
        </Text>
      </SectionCard>
      <SectionCard title="Details">
        <DetailList items={items} />
      </SectionCard>
    </Stack>
  );
}
