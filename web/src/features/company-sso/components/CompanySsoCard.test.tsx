import { ChakraProvider } from '@chakra-ui/react';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphQLError } from '../../../test/mocks';
import { appSystem } from '../../../ui/system';
import { buildSso, buildSsoDomain, ssoPayloadMock, ssoQueryMock, userError } from '../testing/companySsoMocks';
import { CompanySsoCard } from './CompanySsoCard';
import { DisconnectSsoDocument } from './DisconnectSso';
import { ProviderFormSaveDocument } from './ProviderForm';
import { SsoDomainsAddDocument, SsoDomainsVerifyDocument } from './SsoDomains';
import { waitForChecked } from '../../../test/checked';
import '../../../test/resizeObserver';

function renderCard(...mocks: MockLink.MockedResponse[]) {
  return render(
    <ChakraProvider value={appSystem()}>
      <MockedProvider mocks={mocks} cache={new InMemoryCache()}>
        <CompanySsoCard />
      </MockedProvider>
    </ChakraProvider>,
  );
}

const card = () => screen.findByRole('region', { name: 'Single sign-on' });
const domainRow = async (domain: string) =>
  within(await within(await card()).findByRole('list', { name: 'Email domains' })).getByRole('listitem', {
    name: domain,
  });
async function flip(name: string) {
  const input = screen.getByRole('checkbox', { name });
  fireEvent.click(input);
  await waitForChecked(input);
}
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('CompanySsoCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('explains single sign-on, then connects a provider and shows the settings without a reload', async () => {
    const connected = buildSso({ required: true, jitMembers: true });
    const save = ssoPayloadMock(
      ProviderFormSaveDocument,
      {
        input: {
          issuer: 'https://login.northwind.test',
          clientId: 'trialbridge-northwind',
          clientSecret: 's3cret',
          required: true,
          jitMembers: true,
          trustProviderMfa: false,
        },
      },
      'saveCompanySso',
      connected,
    );
    renderCard(ssoQueryMock(null), save.mock);

    expect(await within(await card()).findByText(/sign in with your company's own account/)).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Connect your identity provider' }));
    type('Issuer URL', ' https://login.northwind.test ');
    type('Client ID', 'trialbridge-northwind');
    type('Client secret', 's3cret');
    await flip('Require single sign-on for members at verified domains');
    await flip('New people at verified domains join automatically as members');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Connect' })));

    expect(
      await within(await card()).findByText(
        /Connected to https:\/\/login\.northwind\.test\. Last changed Nov 20, 2026/,
      ),
    ).toBeDefined();
    expect(save.sent()).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Callback URL').value).toBe(connected.redirectUri);
    expect(screen.getByText('Register this callback URL at your provider.')).toBeDefined();
    expect(screen.getByText('Leave empty to keep the stored secret.')).toBeDefined();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Require single sign-on/ }).checked).toBe(true);
    expect(screen.getByText('No domain yet.')).toBeDefined();
  });

  it('keeps the stored secret when the field stays empty, and shows a refusal under its field', async () => {
    const sso = buildSso();
    const save = ssoPayloadMock(
      ProviderFormSaveDocument,
      {
        input: {
          issuer: 'http://login.northwind.test',
          clientId: sso.clientId,
          required: false,
          jitMembers: false,
          trustProviderMfa: true,
        },
      },
      'saveCompanySso',
      sso,
      [userError('BAD_USER_INPUT', 'The issuer must be an https URL.', 'issuer')],
    );
    renderCard(ssoQueryMock(sso), save.mock);

    await screen.findByLabelText('Issuer URL');
    type('Issuer URL', 'http://login.northwind.test');
    await flip("Trust the provider's two-step verification");
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));

    expect(await screen.findByText('The issuer must be an https URL.')).toBeDefined();
    expect(screen.getByLabelText('Issuer URL').getAttribute('aria-invalid')).toBe('true');
    expect(save.sent()).toBe(true);
  });

  it('shows each domain with its state, the TXT record of one not verified, and verifies it', async () => {
    const pending = buildSsoDomain({ domain: 'trials.northwind.test' });
    const sso = buildSso({
      domains: [
        buildSsoDomain({ verified: true, verifiedAt: '2026-11-18T10:00:00.000Z', verifiedBy: 'DNS' }),
        buildSsoDomain({
          domain: 'nw.test',
          verified: true,
          verifiedAt: '2026-11-19T10:00:00.000Z',
          verifiedBy: 'ADMIN',
        }),
        pending,
      ],
    });
    const verified = { ...pending, verified: true, verifiedAt: '2026-11-21T10:00:00.000Z', verifiedBy: 'DNS' as const };
    const verify = ssoPayloadMock(SsoDomainsVerifyDocument, { domain: pending.domain }, 'verifySsoDomain', {
      ...sso,
      domains: [...sso.domains.slice(0, 2), verified],
    });
    renderCard(ssoQueryMock(sso), verify.mock);

    const dns = await domainRow('northwind.test');
    expect(within(dns).getByText('Verified by DNS')).toBeDefined();
    expect(within(dns).getByText('since Nov 18, 2026')).toBeDefined();
    expect(within(dns).queryByRole('button', { name: 'Verify' })).toBeNull();
    expect(within(await domainRow('nw.test')).getByText('Verified by a platform admin')).toBeDefined();
    const row = await domainRow('trials.northwind.test');
    expect(within(row).getByText('Not verified')).toBeDefined();
    expect(within(row).getByLabelText<HTMLInputElement>('TXT record for trials.northwind.test').value).toBe(
      'trialbridge-verification=3f9a1c',
    );

    await act(async () => fireEvent.click(within(row).getByRole('button', { name: 'Verify' })));

    expect(await screen.findByText('trials.northwind.test is verified.')).toBeDefined();
    await waitFor(async () =>
      expect(within(await domainRow('trials.northwind.test')).getByText('Verified by DNS')).toBeDefined(),
    );
    expect(screen.queryByLabelText('TXT record for trials.northwind.test')).toBeNull();
  });

  it('says why a domain is not verified yet, and leaves it as it was', async () => {
    const sso = buildSso({ domains: [buildSsoDomain()] });
    const message = 'The TXT record is not there yet. DNS changes can take a while: try again later.';
    const verify = ssoPayloadMock(SsoDomainsVerifyDocument, { domain: 'northwind.test' }, 'verifySsoDomain', sso, [
      userError('SSO_DOMAIN_NOT_VERIFIED', message, 'domain'),
    ]);
    renderCard(ssoQueryMock(sso), verify.mock);

    await act(async () =>
      fireEvent.click(within(await domainRow('northwind.test')).getByRole('button', { name: 'Verify' })),
    );

    expect((await within(await card()).findByRole('alert')).textContent).toContain(message);
    expect(within(await domainRow('northwind.test')).getByText('Not verified')).toBeDefined();
  });

  it('adds a domain, a refusal shown under the field first', async () => {
    const sso = buildSso();
    const taken = ssoPayloadMock(SsoDomainsAddDocument, { domain: 'helixa.test' }, 'addSsoDomain', sso, [
      userError('SSO_DOMAIN_TAKEN', 'Another company verified this domain.', 'domain'),
    ]);
    const added = ssoPayloadMock(SsoDomainsAddDocument, { domain: 'northwind.test' }, 'addSsoDomain', {
      ...sso,
      domains: [buildSsoDomain()],
    });
    renderCard(ssoQueryMock(sso), taken.mock, added.mock);

    await screen.findByLabelText('Domain');
    type('Domain', 'Helixa.test');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add domain' })));
    expect(await screen.findByText('Another company verified this domain.')).toBeDefined();
    expect(screen.getByLabelText('Domain').getAttribute('aria-invalid')).toBe('true');

    type('Domain', 'northwind.test');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add domain' })));

    expect(within(await domainRow('northwind.test')).getByText('Not verified')).toBeDefined();
    expect(screen.getByText('northwind.test was added: publish its TXT record, then press Verify.')).toBeDefined();
    expect(screen.getByLabelText<HTMLInputElement>('Domain').value).toBe('');
  });

  it('copies the callback URL and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderCard(ssoQueryMock(buildSso()));

    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Copy Callback URL' })));

    expect(writeText).toHaveBeenCalledWith('http://127.0.0.1:9229/oauth2/idpresponse');
    expect(await screen.findByText('Copied to the clipboard.')).toBeDefined();
  });

  it('disconnects after asking, and offers to connect again', async () => {
    const disconnect = ssoPayloadMock(DisconnectSsoDocument, undefined, 'deleteCompanySso', null);
    renderCard(ssoQueryMock(buildSso()), disconnect.mock);

    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect the identity provider?' });
    expect(within(dialog).getByText(/Members sign in with their email and password again/)).toBeDefined();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' })));

    expect(await screen.findByRole('button', { name: 'Connect your identity provider' })).toBeDefined();
    expect(disconnect.sent()).toBe(true);
  });

  it('shows a failure to load with a retry', async () => {
    renderCard(
      { request: ssoQueryMock(null).request, result: graphQLError('Something went wrong.', 'UPSTREAM_UNAVAILABLE') },
      ssoQueryMock(null),
    );

    expect((await within(await card()).findByRole('alert')).textContent).toContain('Something went wrong.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Connect your identity provider' })).toBeDefined();
  });
});
