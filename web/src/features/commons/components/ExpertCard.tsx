import { Badge, Box, Checkbox, Flex, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { AppLink } from '../../../ui/AppLink';

export interface Expert {
  userId: string;
  name: string;
  jobTitle?: string | null;
  headline: string;
  kinds: readonly string[];
  company: { name: string; alias: string };
}

export interface ExpertCardProps {
  expert: Expert;
  /** Selection for a message: absent when the viewer cannot message (a visitor, themselves). */
  selection?: { checked: boolean; disabled: boolean; onChange: (checked: boolean) => void };
}

/** An expert in the directory: name, company, headline and kinds, with a checkbox to message them. */
export function ExpertCard({ expert, selection }: ExpertCardProps) {
  return (
    <Box
      as="li"
      borderWidth="1px"
      rounded="md"
      p={4}
      bg="bg.panel"
      borderColor={selection?.checked ? 'colorPalette.solid' : undefined}
    >
      <Flex gap={3} align="flex-start">
        {selection && (
          <Checkbox.Root
            mt={1}
            checked={selection.checked}
            disabled={selection.disabled}
            onCheckedChange={(e) => selection.onChange(e.checked === true)}
          >
            <Checkbox.HiddenInput aria-label={`Select ${expert.name}`} />
            <Checkbox.Control />
          </Checkbox.Root>
        )}
        <Stack gap={1} minW={0} flex="1">
          <Heading as="h3" size="md" overflowWrap="anywhere">
            {expert.name}
          </Heading>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {expert.jobTitle ? `${expert.jobTitle}, ` : ''}
            <AppLink to={`/companies/${expert.company.alias}`}>{expert.company.name}</AppLink>
          </Text>
          <Text overflowWrap="anywhere">{expert.headline}</Text>
          <Wrap gap={2} mt={1} aria-label="Expertise">
            {expert.kinds.map((kind) => (
              <Badge key={kind} variant="subtle">
                {kind}
              </Badge>
            ))}
          </Wrap>
        </Stack>
      </Flex>
    </Box>
  );
}
