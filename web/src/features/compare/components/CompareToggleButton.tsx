import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useModals } from '../../../shared/modals/modalContext';
import { useViewer } from '../../../shared/session/useViewer';
import { effectivePlan } from '../../../shared/session/subscriptionAccess';
import { AppLink } from '../../../ui/AppLink';
import { COMPARE_PATH } from '../compareUrls';
import { useCompareList } from '../useCompareList';

export interface CompareToggleButtonProps {
  companyId: string;
  companyName: string;
  /** The company's own `inCompareList`, used until the viewer's list has loaded. */
  inCompareList: boolean;
  /** Adds the company's name to the button's accessible name, where many such buttons share a page. */
  nameInLabel?: boolean;
  size?: 'xs' | 'sm' | 'md';
}

/**
 * 'Add to compare' / 'Remove from compare'. When the list is full, adding is disabled and the
 * button says so, with a link to the list; a refusal from the server is shown under it. On
 * Explorer a full list is Explorer's limit: adding stays possible, the api refuses it
 * (EXPLORER_LIMIT) and spec §4's Explorer modal offers the upgrade with the api's words.
 */
export function CompareToggleButton({
  companyId,
  companyName,
  inCompareList,
  nameInLabel = false,
  size = 'sm',
}: CompareToggleButtonProps) {
  const compare = useCompareList();
  const viewer = useViewer();
  const { open } = useModals();
  const [errors, setErrors] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  if (!compare.allowed) return null;

  const inList = compare.ids ? compare.ids.has(companyId) : inCompareList;
  const explorer = effectivePlan(viewer?.subscription) === 'EXPLORER';
  const full = !inList && compare.isFull && !explorer;
  const label = inList ? 'Remove from compare' : 'Add to compare';

  async function toggle() {
    setPending(true);
    setErrors([]);
    if (inList) {
      const problems = await compare.remove(companyId);
      setPending(false);
      if (problems) setErrors(problems);
      return;
    }
    const added = await compare.add(companyId);
    setPending(false);
    if (added && 'explorerLimit' in added) {
      const companyName = viewer?.user?.company?.name ?? null;
      open('subscriptionRequired', { situation: 'upgrade', companyName, reason: added.explorerLimit });
    } else if (added) setErrors(added.messages);
  }

  return (
    <Stack gap={1} align="flex-start">
      <Button
        size={size}
        variant={inList ? 'subtle' : 'outline'}
        loading={pending}
        // Until the viewer's list has loaded, a change would be overwritten by the list's answer
        // arriving after it (the button then flipped back), so it waits for the list.
        disabled={full || compare.ids === null}
        // Where many such buttons share a page, each names its company ("Add to compare: Acme").
        aria-label={nameInLabel ? `${label}: ${companyName}` : undefined}
        onClick={() => void toggle()}
      >
        {label}
      </Button>
      {full ? (
        <Text fontSize="sm" color="fg.muted">
          {`Your compare list is full (${compare.capacity ?? 0} companies). `}
          <AppLink to={COMPARE_PATH}>Open the compare list</AppLink>
        </Text>
      ) : null}
      {errors.map((message) => (
        <Text key={message} role="alert" fontSize="sm" color="fg.error">
          {message}
        </Text>
      ))}
    </Stack>
  );
}
