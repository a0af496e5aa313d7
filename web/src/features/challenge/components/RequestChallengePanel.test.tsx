import { ChakraProvider } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appSystem } from '../../../ui/system';
import { CreateChallengeDocument, RequestChallengeDocument } from '../challenge.documents';
import { RequestChallengePanel } from './RequestChallengePanel';

const TITLE = 'Remote eConsent for oncology';
const input = {
  headline: TITLE,
  problemSummary: 'Consent takes a site visit today.',
  prize: 'A paid pilot.',
  deadline: '2026-03-01',
  howToApply:
    'Respond to this request with a short proposal: where your solution is in use today, what a pilot would take, and a rough timeline and price.',
};
const PAST = 'The deadline must be today or later.';

const state = (data: unknown): MockLink.MockedResponse => ({
  request: { query: RequestChallengeDocument, variables: { requestId: '31' } },
  result: { data: { requestChallenge: data } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
const refused: MockLink.MockedResponse = {
  request: { query: CreateChallengeDocument, variables: { requestId: '31', input, publish: true } },
  result: {
    data: {
      createChallenge: {
        __typename: 'ChallengePayload',
        challenge: null,
        errors: [{ __typename: 'UserError', code: 'BAD_USER_INPUT', field: 'deadline', message: PAST }],
      },
    },
  },
};

function renderPanel(mocks: MockLink.MockedResponse[]) {
  return render(
    <ChakraProvider value={appSystem()}>
      <MockedProvider mocks={mocks}>
        <MemoryRouter>
          <RequestChallengePanel requestId="31" title={TITLE} responseDeadline="2026-03-01" />
        </MemoryRouter>
      </MockedProvider>
    </ChakraProvider>,
  );
}

describe('RequestChallengePanel', () => {
  it('offers the poster "Publish as challenge" and shows the refusal at its field, the text kept', async () => {
    renderPanel([state({ __typename: 'RequestChallenge', canCreate: true, challenge: null }), refused]);
    fireEvent.click(await screen.findByRole('button', { name: 'Publish as challenge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish as challenge' });
    expect(within(dialog).getByRole('textbox', { name: 'Headline' })).toHaveProperty('value', TITLE);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'The problem' }), {
      target: { value: input.problemSummary },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Prize or pilot' }), {
      target: { value: input.prize },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish challenge' }));
    expect(await within(dialog).findByText(PAST)).toBeDefined();
    expect(within(dialog).getByRole('textbox', { name: 'Prize or pilot' })).toHaveProperty('value', input.prize);
  });

  it('shows an existing challenge with its status and actions, and nothing for a request that is not the viewer’s', async () => {
    const challenge = {
      __typename: 'Challenge',
      id: '7',
      headline: TITLE,
      problemSummary: 'x',
      prize: 'y',
      deadline: '2026-03-01',
      howToApply: 'z',
      status: 'PUBLISHED',
      open: true,
      canEdit: true,
    };
    const { unmount } = renderPanel([state({ __typename: 'RequestChallenge', canCreate: false, challenge })]);
    const region = await screen.findByRole('region', { name: 'Challenge' });
    expect(within(region).getByText('Published')).toBeDefined();
    expect(within(region).getByRole('button', { name: 'Close challenge' })).toBeDefined();
    expect(within(region).getByRole('link', { name: 'See it on Challenges' }).getAttribute('href')).toBe('/challenges');
    unmount();

    const { container } = renderPanel([state(null)]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });
});
