import { RadioCard, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { useBrand } from '../../../shared/config/appConfigContext';
import { NEW_COMPANY } from '../registrationStore';

export const CompanyChoiceFieldFragment = graphql(`
  fragment CompanyChoiceField_company on CompanySuggestion {
    id
    name
    alias
    status
    role {
      id
      name
    }
  }
`);

export interface CompanyChoiceFieldProps {
  companies: ReadonlyArray<FragmentType<typeof CompanyChoiceFieldFragment>>;
  value: string | null;
  error: string | undefined;
  onChange: (choice: string) => void;
}

interface ChoiceCardProps {
  value: string;
  title: string;
  description: string;
}

function ChoiceCard({ value, title, description }: ChoiceCardProps) {
  const descriptionId = useId();
  return (
    <RadioCard.Item value={value}>
      {/* The hidden radio is named by the title; the description is read after it. */}
      <RadioCard.ItemHiddenInput aria-describedby={descriptionId} />
      <RadioCard.ItemControl>
        <RadioCard.ItemContent>
          <RadioCard.ItemText>{title}</RadioCard.ItemText>
          <RadioCard.ItemDescription id={descriptionId}>{description}</RadioCard.ItemDescription>
        </RadioCard.ItemContent>
        <RadioCard.ItemIndicator />
      </RadioCard.ItemControl>
    </RadioCard.Item>
  );
}

/**
 * Step companyInfo: the companies on the email's domain, as cards. An unclaimed company is
 * claimed (the user becomes its admin); a claimed or new one is joined, pending its admins'
 * approval. 'My company is not listed' creates a new one.
 */
export function CompanyChoiceField({ companies: refs, value, error, onChange }: CompanyChoiceFieldProps) {
  const brand = useBrand();
  const companies = getFragmentData(CompanyChoiceFieldFragment, refs);
  return (
    <RadioCard.Root
      value={value}
      onValueChange={(details) => details.value && onChange(details.value)}
      invalid={Boolean(error)}
    >
      <RadioCard.Label mb={2}>Which company do you work for?</RadioCard.Label>
      <Stack gap={3}>
        {companies.map((company) =>
          company.status === 'APPROVED' ? (
            <ChoiceCard
              key={company.id}
              value={company.id}
              title={`Claim ${company.name}`}
              description={`${company.role.name}. Not yet claimed on ${brand}: you will manage its profile.`}
            />
          ) : (
            <ChoiceCard
              key={company.id}
              value={company.id}
              title={`Join ${company.name}`}
              description={`${company.role.name}. Its administrators must approve you before you can sign in.`}
            />
          ),
        )}
        <ChoiceCard
          value={NEW_COMPANY}
          title="My company is not listed"
          description={`Add your company to ${brand}.`}
        />
      </Stack>
      {error ? (
        <Text color="red.fg" fontSize="sm" mt={2}>
          {error}
        </Text>
      ) : null}
    </RadioCard.Root>
  );
}
