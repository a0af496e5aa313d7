import { ChakraProvider } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appSystem } from '../../../ui/system';
import { ReviewDialog, WriteReviewDocument } from './ReviewDialog';

const EXISTS = 'Your company has already reviewed this company. Edit your review instead.';
const input = {
  quality: 5,
  timeliness: 4,
  communication: 3,
  value: 4,
  title: 'Reliable monitoring',
  body: 'They monitored our sites carefully and on time.',
};

function open(mocks: MockLink.MockedResponse[], onClose = vi.fn()) {
  render(
    <ChakraProvider value={appSystem()}>
      <MockedProvider mocks={mocks}>
        <ReviewDialog companyId="9" companyName="Meridian Clinical Research" onClose={onClose} refetchQueries={[]} />
      </MockedProvider>
    </ChakraProvider>,
  );
  return onClose;
}

const fill = () => {
  for (const [label, stars] of [
    ['Quality', '5'],
    ['Timeliness', '4'],
    ['Communication', '3'],
    ['Value', '4'],
  ] as const)
    fireEvent.change(screen.getByLabelText(label), { target: { value: stars } });
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: input.title } });
  fireEvent.change(screen.getByLabelText('Your review'), { target: { value: input.body } });
};

const answer = (errors: { code: string; field: string | null; message: string }[]): MockLink.MockedResponse => ({
  request: { query: WriteReviewDocument, variables: { companyId: '9', input } },
  result: {
    data: {
      writeReview: {
        __typename: 'ReviewPayload',
        review: null,
        errors: errors.map((error) => ({ __typename: 'UserError', ...error })),
      },
    },
  },
});

describe('ReviewDialog', () => {
  it('asks for every criterion before sending anything', async () => {
    open([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Publish review' }));
    expect(await screen.findByText('Choose the stars for quality.')).toBeTruthy();
    expect(screen.getByText('Choose the stars for value.')).toBeTruthy();
  });

  it('sends the stars and texts and shows a refusal under its field or above the form', async () => {
    const body = 'body must be 20 to 4000 characters';
    const onClose = open([
      answer([{ code: 'BAD_USER_INPUT', field: 'body', message: body }]),
      answer([{ code: 'REVIEW_EXISTS', field: 'companyId', message: EXISTS }]),
    ]);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(await screen.findByText(body)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(await screen.findByText(EXISTS)).toBeTruthy();
    await waitFor(() => expect(onClose).not.toHaveBeenCalled());
  });
});
