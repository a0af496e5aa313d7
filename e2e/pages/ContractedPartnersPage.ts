import type { Page } from '@playwright/test';
import { graphqlAs } from '../support/graphql.js';

export const CONTRACTED_PARTNERS = '/dashboard/contracted-partners';
export const partnerDetailsPath = (companyId: string) => `${CONTRACTED_PARTNERS}/details/${companyId}`;

const COMPANY = 'query($alias: String!) { company(alias: $alias) { id isContractedPartner } }';
const REMOVE = 'mutation($id: ID!) { removeContractedPartner(companyId: $id) { errors { code } } }';

/** The company's id, after making sure it is not a partner of the persona's company (a kept instance may hold an earlier run's). */
export async function notYetPartner(persona: string, alias: string): Promise<string> {
  const { company } = await graphqlAs<{ company: { id: string; isContractedPartner: boolean } }>(persona, COMPANY, {
    alias,
  });
  if (company.isContractedPartner) await graphqlAs(persona, REMOVE, { id: company.id });
  return company.id;
}

/** The id of one of the persona company's partners, by a word of its name. */
export async function partnerId(persona: string, search: string): Promise<string> {
  const { contractedPartners } = await graphqlAs<{ contractedPartners: { items: { id: string }[] } }>(
    persona,
    'query($s: String) { contractedPartners(search: $s) { items { id } } }',
    { s: search },
  );
  const id = contractedPartners.items[0]?.id;
  if (!id) throw new Error(`No contracted partner matches ${search}`);
  return id;
}

/** The star of a criterion in the viewer's rating form. */
export const star = (page: Page, criterion: string, stars: number) =>
  page
    .getByRole('form', { name: 'Your rating' })
    .getByRole('group', { name: criterion })
    .getByRole('radio', { name: `${stars} ${stars === 1 ? 'star' : 'stars'}` });
