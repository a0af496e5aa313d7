import { ChakraProvider } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionContext } from '../../../shared/session/sessionContext';
import { appSystem } from '../../../ui/system';
import { SendContactMessageDocument } from '../components/ContactForm';
import { ContactFormQueryDocument, ContactUsPage } from './ContactUsPage';

const DISABLED = 'The Contact Us Form is disabled and your request cannot be sent currently.';
const topics = [
  { __typename: 'ContactTopic', value: 'GENERAL', label: 'General question' },
  { __typename: 'ContactTopic', value: 'SALES', label: 'Sales and plans' },
];
const settings = (enabled: boolean): MockLink.MockedResponse => ({
  request: { query: ContactFormQueryDocument },
  result: {
    data: {
      contactForm: {
        __typename: 'ContactForm',
        enabled,
        disabledMessage: enabled ? null : DISABLED,
        formToken: '1.sig',
        minFillMs: 0,
        topics,
      },
    },
  },
});
const input = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  topic: 'SALES',
  message: 'Please tell me about the Innovator plan.',
  formToken: '1.sig',
};
const answer = (errors: { code: string; field: string | null; message: string }[]): MockLink.MockedResponse => ({
  request: { query: SendContactMessageDocument, variables: { input } },
  result: {
    data: {
      sendContactMessage: {
        __typename: 'SendContactMessagePayload',
        sent: errors.length === 0,
        errors: errors.map((error) => ({ __typename: 'UserError', ...error })),
      },
    },
  },
});

function show(mocks: MockLink.MockedResponse[]) {
  render(
    <ChakraProvider value={appSystem()}>
      <MemoryRouter>
        <SessionContext.Provider value={{ status: 'ready', viewer: null, refresh: async () => undefined }}>
          <MockedProvider mocks={mocks}>
            <ContactUsPage />
          </MockedProvider>
        </SessionContext.Provider>
      </MemoryRouter>
    </ChakraProvider>,
  );
}

const fill = (values: Partial<Record<'Your name' | 'Email' | 'Message', string>>) => {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
};

describe('ContactUsPage', () => {
  it('shows spec §8’s 181 message in place of the form when it is switched off', async () => {
    show([settings(false)]);
    expect(await screen.findByText(DISABLED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
  });

  it('checks the fields before sending anything', async () => {
    show([settings(true)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Enter your name.')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address, e.g. name@company.com.')).toBeTruthy();
    expect(screen.getByText('Choose a topic.')).toBeTruthy();
    expect(screen.getByText('Write at least 10 characters.')).toBeTruthy();
  });

  it('sends, then thanks the sender; a refusal shows at its field', async () => {
    show([
      settings(true),
      answer([{ code: 'BAD_USER_INPUT', field: 'name', message: 'name must be on one line.' }]),
      answer([]),
    ]);
    await screen.findByRole('button', { name: 'Send message' });
    fill({ 'Your name': input.name, Email: input.email, Message: input.message });
    fireEvent.change(await screen.findByLabelText('Topic'), { target: { value: 'SALES' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('name must be on one line.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Thank you, your message has been sent.')).toBeTruthy();
  });

  it('shows 181’s message in place of the form when a send finds it switched off meanwhile', async () => {
    show([settings(true), answer([{ code: 'CONTACT_FORM_DISABLED', field: null, message: DISABLED }])]);
    await screen.findByRole('button', { name: 'Send message' });
    fill({ 'Your name': input.name, Email: input.email, Message: input.message });
    fireEvent.change(await screen.findByLabelText('Topic'), { target: { value: 'SALES' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const closed = (await screen.findByText(DISABLED)).closest('[role="status"]');
    expect(screen.queryByRole('form', { name: 'Contact us' })).toBeNull();
    // The send button is gone: the focus moves to the message.
    expect(document.activeElement).toBe(closed);
  });

  it('shows visitors no switch', async () => {
    show([settings(true)]);
    await screen.findByRole('button', { name: 'Send message' });
    expect(screen.queryByRole('region', { name: 'Contact form switch' })).toBeNull();
  });
});
