import { Button, Field, HStack, Input, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { graphql } from '../../../__generated__';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import type { InvitedCompany } from '../requestForm';

export const InviteCompanySearchDocument = graphql(`
  query InviteCompanySearch($input: CompanySearchInput!) {
    searchCompanies(input: $input) {
      items {
        company {
          id
          name
        }
      }
    }
  }
`);

export interface InviteCompaniesFieldProps {
  invited: readonly InvitedCompany[];
  onChange: (companies: InvitedCompany[]) => void;
  /** The viewer's own company, which cannot be invited. */
  ownCompanyId: string | null;
  error?: ReactNode;
}

/** Companies invited to see an INVITED request: find them by name (claimed ones), add, remove. */
export function InviteCompaniesField({ invited, onChange, ownCompanyId, error }: InviteCompaniesFieldProps) {
  const [term, setTerm] = useState('');
  const searched = useDebouncedValue(term.trim(), 300);
  const { data, loading } = useQuery(InviteCompanySearchDocument, {
    variables: { input: { searchString: searched, claimedOnly: true, size: 6 } },
    skip: searched.length < 2,
  });
  const taken = new Set(invited.map((company) => company.id));
  const found = (data?.searchCompanies.items ?? [])
    .map((item) => item.company)
    .filter((company) => company.id !== ownCompanyId && !taken.has(company.id));

  return (
    <Stack gap={2}>
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>Invite companies</Field.Label>
        <Input
          type="search"
          value={term}
          placeholder="Type a company name"
          onChange={(event) => setTerm(event.target.value)}
        />
        {error ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : (
          <Field.HelperText>Only invited companies see this request.</Field.HelperText>
        )}
      </Field.Root>
      {searched.length >= 2 ? (
        <Stack as="ul" gap={1} listStyleType="none" aria-label="Companies found" aria-busy={loading}>
          {found.map((company) => (
            <HStack as="li" key={company.id} justify="space-between" gap={2}>
              <Text truncate>{company.name}</Text>
              <Button size="xs" variant="outline" onClick={() => onChange([...invited, company])}>
                {`Invite ${company.name}`}
              </Button>
            </HStack>
          ))}
          {!loading && found.length === 0 ? (
            <Text as="li" color="fg.muted" fontSize="sm">
              No companies found.
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {invited.length > 0 ? (
        <Wrap gap={2} role="list" aria-label="Invited companies">
          {invited.map((company) => (
            <Tag.Root key={company.id} size="lg" variant="subtle" role="listitem">
              <Tag.Label>{company.name}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger
                  aria-label={`Remove ${company.name}`}
                  onClick={() => onChange(invited.filter((c) => c.id !== company.id))}
                />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </Wrap>
      ) : null}
    </Stack>
  );
}
