import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { dataDir, runtime } from '../support/runtime.js';
import { MANAGE_MEMBERS } from './MembersPage.js';
import { RegistrationFlow } from './RegistrationFlow.js';

// The local stand-in for a company's own provider (api/src/identity/hosted/company-idp.ts).
export const COMPANY_IDP_PATH = '/company-idp/helixa';
export const COMPANY_IDP_CLIENT_ID = 'trialbridge-helixa';
export const COMPANY_IDP_CLIENT_SECRET = 'helixa-local-secret';

/** The company provider's issuer on the identity emulator of the product under test. */
export function companyIdpIssuer(): string {
  const endpoint = runtime().identity.COGNITO_ENDPOINT;
  if (!endpoint) throw new Error('runtime.json names no COGNITO_ENDPOINT');
  return `${endpoint.replace(/\/+$/, '')}${COMPANY_IDP_PATH}`;
}

/**
 * Publishes a TXT record in the product's simulated DNS (`<dataDir>/simulated-dns.json`, domain →
 * records), keeping what other tests published.
 */
export function publishTxtRecord(domain: string, record: string): void {
  const file = join(dataDir(), 'simulated-dns.json');
  let records: Record<string, string[]> = {};
  try {
    records = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  } catch {
    // No record published yet.
  }
  records[domain] = [...new Set([...(records[domain] ?? []), record])];
  writeFileSync(file, JSON.stringify(records, null, 2));
}

/** A new company of this run: its own `.test` domain (a business one), nobody else's single sign-on. */
export interface SsoCompany {
  domain: string;
  name: string;
  /** The admin who registered it (signed in on the page that registered). */
  adminEmail: string;
  /** Unique to the run, for more addresses at the domain. */
  stamp: string;
}

/** Registers a company at a domain of its own, its admin signed in on `page`. */
export async function registerSsoCompany(page: Page): Promise<SsoCompany> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const company = { domain: `sso-${stamp}.test`, name: `SSO Trials ${stamp}`, stamp };
  const flow = new RegistrationFlow(page, 'admin', company.domain);
  await flow.requestToJoin({ firstName: 'Sasha', lastName: 'Admin' });
  await flow.verifyEmail();
  await page.getByLabel('My company is not listed').check({ force: true });
  await page.getByLabel('Company name').fill(company.name);
  await page.getByLabel('Business type').selectOption({ label: 'Clinical Trial Sponsor' });
  await flow.createPassword();
  await expect(page.getByRole('heading', { name: 'Welcome to Trialbridge' })).toBeVisible();
  return { ...company, adminEmail: flow.email };
}

/**
 * Sets one of the card's rules by clicking its visible label, as a person does. Not a forced
 * check: a forced action skips the fixtures' handler that closes a session-start modal (a new
 * sponsor with a trial and no interests meets spec §4's), and the box under it then never showed.
 */
async function setRule(card: Locator, name: string, checked: boolean): Promise<void> {
  const box = card.getByRole('checkbox', { name });
  await expect(box).toBeAttached();
  if ((await box.isChecked()) !== checked) await card.getByText(name, { exact: true }).click();
  await expect(box).toBeChecked({ checked });
}

/** The "Single sign-on" card on /dashboard/manage-members, as a company admin uses it. */
export class CompanySsoPage {
  constructor(private readonly page: Page) {}

  readonly card = (): Locator => this.page.getByRole('region', { name: 'Single sign-on' });
  readonly domain = (domain: string): Locator =>
    this.card().getByRole('list', { name: 'Email domains' }).getByRole('listitem', { name: domain });

  async goto(): Promise<void> {
    await this.page.goto(MANAGE_MEMBERS);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Manage members' })).toBeVisible();
    await expect(this.card().getByRole('button').first()).toBeVisible();
  }

  /** Connects the local company provider, its rules switched as asked. */
  async connect(rules: { required: boolean; jitMembers: boolean }): Promise<void> {
    const card = this.card();
    await card.getByRole('button', { name: 'Connect your identity provider' }).click();
    await card.getByLabel('Issuer URL').fill(companyIdpIssuer());
    await card.getByLabel('Client ID').fill(COMPANY_IDP_CLIENT_ID);
    await card.getByLabel('Client secret').fill(COMPANY_IDP_CLIENT_SECRET);
    await setRule(card, 'Require single sign-on for members at verified domains', rules.required);
    await setRule(card, 'New people at verified domains join automatically as members', rules.jitMembers);
    await card.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(card.getByText(/^Connected to /)).toBeVisible();
  }

  /** Claims a domain; resolves to the TXT record the card asks to publish. */
  async addDomain(domain: string): Promise<string> {
    await this.card().getByLabel('Domain', { exact: true }).fill(domain);
    await this.card().getByRole('button', { name: 'Add domain' }).click();
    const row = this.domain(domain);
    await expect(row).toContainText('Not verified');
    return row.getByRole('textbox', { name: `TXT record for ${domain}` }).inputValue();
  }

  async verify(domain: string): Promise<void> {
    await this.domain(domain).getByRole('button', { name: 'Verify' }).click();
  }

  /** Publishes the domain's TXT record in the simulated DNS and verifies it. */
  async proveDomain(domain: string, record: string): Promise<void> {
    publishTxtRecord(domain, record);
    await this.verify(domain);
    await expect(this.domain(domain)).toContainText('Verified by DNS');
  }
}

/** /login as someone whose company signs them in: the email typed, the field left. */
export async function typeLoginEmail(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Email').blur();
}
