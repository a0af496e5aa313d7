import { ChakraProvider } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../shared/format/dates';
import { appSystem } from '../../../ui/system';
import { ContactFormSwitch, ContactFormSwitchDocument, SetContactFormSwitchDocument } from './ContactFormSwitch';

const CHANGED_AT = '2026-12-01T09:30:00.000Z';
type State = { switchedOn: boolean; offByConfiguration?: boolean; changedAt?: string | null };

const state = ({ switchedOn, offByConfiguration = false, changedAt = null }: State): MockLink.MockedResponse => ({
  request: { query: ContactFormSwitchDocument },
  result: {
    data: {
      contactFormSwitch: {
        __typename: 'ContactFormSwitch',
        open: switchedOn && !offByConfiguration,
        switchedOn,
        offByConfiguration,
        changedBy: changedAt ? 'admin@demo.test' : null,
        changedAt,
      },
    },
  },
});
const turn = (enabled: boolean, errors: { code: string; message: string }[] = []): MockLink.MockedResponse => ({
  request: { query: SetContactFormSwitchDocument, variables: { enabled } },
  result: {
    data: {
      setContactFormSwitch: {
        __typename: 'SetContactFormSwitchPayload',
        contactSwitch:
          errors.length > 0 ? null : { __typename: 'ContactFormSwitch', open: enabled, switchedOn: enabled },
        errors: errors.map((error) => ({ __typename: 'UserError', field: null, ...error })),
      },
    },
  },
});

function show(mocks: MockLink.MockedResponse[], onChanged = vi.fn()) {
  render(
    <ChakraProvider value={appSystem()}>
      <MockedProvider mocks={mocks}>
        <ContactFormSwitch onChanged={onChanged} />
      </MockedProvider>
    </ChakraProvider>,
  );
  return onChanged;
}

const toggle = () => screen.findByRole('checkbox', { name: 'Accept messages from this form' });

describe('ContactFormSwitch', () => {
  it('turns the form off, says so, and shows who turned it when', async () => {
    const onChanged = show([
      state({ switchedOn: true }),
      turn(false),
      state({ switchedOn: false, changedAt: CHANGED_AT }),
    ]);
    expect(await screen.findByText(/Never turned/)).toBeTruthy();
    const input = await toggle();
    expect((input as HTMLInputElement).checked).toBe(true);
    input.focus();
    fireEvent.click(input);
    expect(await screen.findByText('The form is off: visitors see the message below instead.')).toBeTruthy();
    expect(
      await screen.findByText(new RegExp(`Turned off by admin@demo.test on ${formatDateTime(CHANGED_AT) ?? ''}`)),
    ).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false));
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('cannot override the operator’s hard off', async () => {
    show([state({ switchedOn: true, offByConfiguration: true })]);
    expect(await screen.findByText(/CONTACT_FORM_ENABLED=false/)).toBeTruthy();
    expect((await toggle()).hasAttribute('disabled')).toBe(true);
  });

  it('shows a refusal and leaves the page as it was', async () => {
    const onChanged = show([
      state({ switchedOn: true }),
      turn(false, [{ code: 'FORBIDDEN', message: 'Not allowed.' }]),
      // The switch is read again after any answer: another admin may have turned it meanwhile.
      state({ switchedOn: true }),
    ]);
    fireEvent.click(await toggle());
    expect(await screen.findByText('Not allowed.')).toBeTruthy();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('offers a retry when the switch cannot be read', async () => {
    show([{ request: { query: ContactFormSwitchDocument }, error: new Error('offline') }, state({ switchedOn: true })]);
    fireEvent.click(await screen.findByRole('button', { name: /try again|retry/i }));
    expect(await toggle()).toBeTruthy();
  });
});
