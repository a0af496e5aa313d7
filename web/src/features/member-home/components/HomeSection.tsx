import { Button, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { GENERIC_ERROR_MESSAGE } from '../../../shared/errorMessages';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { SectionCard } from '../../../ui/SectionCard';

export interface HomeSectionProps {
  title: string;
  /** Blocked for the viewer now (spec §6, while impersonating): says so instead of the content. */
  blocked?: boolean;
  /** The messages of this section's own errors: shown with "Try again"; the rest of the page stays. */
  errors?: readonly string[];
  onRetry: () => void;
  children: ReactNode;
}

/** One section of the member's home: its content, or why it is not shown (blocked, failed). */
export function HomeSection({ title, blocked = false, errors = [], onRetry, children }: HomeSectionProps) {
  let body = children;
  if (blocked) body = <Text color="fg.muted">Not shown while you act as another user: this is theirs alone.</Text>;
  else if (errors.length > 0)
    body = (
      <Stack gap={3} align="flex-start">
        {errors.map((message) => (
          <ErrorAlert key={message} title={`${title} could not be loaded`} message={message || GENERIC_ERROR_MESSAGE} />
        ))}
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    );
  return <SectionCard title={title}>{body}</SectionCard>;
}
