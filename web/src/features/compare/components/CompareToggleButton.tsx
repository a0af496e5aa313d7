import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
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
 * button says so, with a link to the list; a refusal from the server is shown under it.
 */
export function CompareToggleButton({
  companyId,
  companyName,
  inCompareList,
  nameInLabel = false,
  size = 'sm',
}: CompareToggleButtonProps) {
  const compare = useCompareList();
  const [errors, setErrors] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  if (!compare.allowed) return null;

  const inList = compare.ids ? compare.ids.has(companyId) : inCompareList;
  const full = !inList && compare.isFull;
  const label = inList ? 'Remove from compare' : 'Add to compare';

  async function toggle() {
    setPending(true);
    setErrors([]);
    const problems = inList ? await compare.remove(companyId) : await compare.add(companyId);
    setPending(false);
    if (problems) setErrors(problems);
  }

  return (
    <Stack gap={1} align="flex-start">
      <Button
        size={size}
        variant={inList ? 'subtle' : 'outline'}
        loading={pending}
        disabled={full}
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
