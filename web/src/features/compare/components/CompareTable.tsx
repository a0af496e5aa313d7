import { Badge, Button, Flex, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { AppLink } from '../../../ui/AppLink';
import { CompanyLogo, companyProfilePath } from '../../company';
import { WatchedMark } from '../../watchlist';
import type { WatchedCompanies } from '../../watchlist';
import { compareRows } from '../compareRows';
import type { CompareRow } from '../compareRows';

export const CompareTableFragment = graphql(`
  fragment CompareTable_company on Company {
    id
    alias
    name
    logoUrl
    role {
      id
      name
      type
    }
    headquarters {
      city
      state
      country {
        id
        name
      }
    }
    employeesBand
    services {
      id
      name
    }
    products {
      id
      name
    }
    therapeuticAreas {
      id
      name
    }
    regions {
      id
      name
    }
    minorityOwned
    womenOwned
    disabilityOwned
    auditedByFda
    badges
    reviewSummary {
      reviewCount
      rating
    }
    members {
      id
    }
  }
`);

export interface CompareTableProps {
  companies: ReadonlyArray<FragmentType<typeof CompareTableFragment>>;
  onlyDifferences: boolean;
  /** The company being removed, if any. */
  removingId: string | null;
  onRemove: (companyId: string, name: string) => void;
  /** The viewer's folders keeping each company (its watched mark under its name). */
  watched?: WatchedCompanies;
}

function DiffersMark() {
  // An icon and a word: the difference must not rest on colour alone.
  return (
    <Badge colorPalette="orange" variant="subtle" size="sm" gap={1}>
      <span aria-hidden>≠</span>
      Differs
    </Badge>
  );
}

function Cell({ values }: { values: string[] }) {
  if (values.length === 0) return <Text color="fg.muted">None</Text>;
  if (values.length === 1) return <Text>{values[0]}</Text>;
  return (
    <Stack as="ul" gap={1} listStyleType="none">
      {values.map((value) => (
        <li key={value}>{value}</li>
      ))}
    </Stack>
  );
}

/**
 * The label column stays put while the companies scroll under it: narrow on phones so the
 * companies get the room, and opaque so what scrolls beneath does not show through.
 */
const STICKY_LABEL = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bg: 'bg',
  width: { base: '7.5rem', md: '12rem' },
  minW: { base: '7.5rem', md: '12rem' },
  maxW: { base: '7.5rem', md: '12rem' },
  whiteSpace: 'normal',
  overflowWrap: 'break-word',
  // A hairline on its edge tells the scrolled columns apart from the labels.
  boxShadow: 'inset -1px 0 0 var(--chakra-colors-border)',
} as const;

/** Columns are companies, rows their main attributes; rows whose values differ are marked. */
export function CompareTable({ companies: refs, onlyDifferences, removingId, onRemove, watched }: CompareTableProps) {
  const companies = getFragmentData(CompareTableFragment, refs);
  const rows: CompareRow[] = compareRows(companies).filter((row) => !onlyDifferences || row.differs);
  if (rows.length === 0) return <Text color="fg.muted">These companies do not differ in the attributes compared.</Text>;
  return (
    // A focusable, named region: keyboard users scroll it with the arrow keys (issue 13, 390 px).
    <Table.ScrollArea
      borderWidth="1px"
      rounded="md"
      tabIndex={0}
      role="region"
      aria-label="Compared companies, scrolls sideways"
      position="relative"
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
    >
      <Table.Root size="sm" variant="line" aria-label="Companies side by side">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader {...STICKY_LABEL}>
              <VisuallyHidden>Attribute</VisuallyHidden>
            </Table.ColumnHeader>
            {companies.map((company) => (
              <Table.ColumnHeader
                key={company.id}
                scope="col"
                minW={{ base: '11rem', md: '14rem' }}
                verticalAlign="top"
                whiteSpace="normal"
              >
                <Stack gap={2} align="flex-start" py={2}>
                  <Flex gap={3} align="center" minW={0}>
                    <CompanyLogo name={company.name} logoUrl={company.logoUrl} size="md" />
                    {/* Whole names, wrapped: "Altair M…" told nobody which company it was. */}
                    <AppLink overflowWrap="break-word" to={companyProfilePath(company.alias)}>
                      {company.name}
                    </AppLink>
                  </Flex>
                  <WatchedMark folders={watched?.get(company.id)} />
                  <Button
                    size="xs"
                    variant="outline"
                    loading={removingId === company.id}
                    onClick={() => onRemove(company.id, company.name)}
                  >
                    Remove <VisuallyHidden>{`${company.name} from compare`}</VisuallyHidden>
                  </Button>
                </Stack>
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.key}>
              <Table.ColumnHeader as="th" scope="row" verticalAlign="top" fontWeight="semibold" {...STICKY_LABEL}>
                <Stack gap={1} align="flex-start">
                  <span>{row.label}</span>
                  {row.differs ? <DiffersMark /> : null}
                </Stack>
              </Table.ColumnHeader>
              {row.cells.map((values, index) => (
                <Table.Cell key={companies[index]?.id ?? index} verticalAlign="top">
                  <Cell values={values} />
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
