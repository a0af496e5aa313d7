import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ModalKind, ModalPropsMap } from '../../shared/modals/modalTypes';
import { renderModalProbe } from '../../test/modalProbe';

const EVERY_KIND: { [K in ModalKind]: [ModalPropsMap[K], string] } = {
  subscriptionRequired: [{ situation: 'free-trial' }, 'Begin Your Free Trial!'],
  contractedPartnerAdded: [{ companyName: 'Meridian Clinical Research' }, 'Contracted partner added'],
  messageReplied: [{ recipientName: 'Sophia Reyes' }, 'Reply sent'],
  subscriptionFeatures: [{ plan: 'INNOVATOR' }, 'What Innovator includes'],
  explorerFeatures: [{}, 'Explorer: the free plan'],
  interestsRequired: [{}, 'Key Areas of Interest Required'],
  freeTrial: [{ kind: 'FREE_TRIAL', daysLeft: 2 }, 'Your trial ends soon'],
  messageToExperts: [{ onSend: async () => undefined }, 'Message the experts'],
};

describe('ModalProvider', () => {
  it.each(Object.keys(EVERY_KIND) as ModalKind[])('opens the %s modal as a named dialog when asked', async (kind) => {
    const modals = await renderModalProbe();
    const [props, title] = EVERY_KIND[kind];

    act(() => {
      modals().open(kind, props as never);
    });

    expect(await screen.findByRole('dialog', { name: title })).toBeDefined();
  });

  it('ignores a request while another modal is open', async () => {
    const modals = await renderModalProbe();

    let first = false;
    let second = true;
    act(() => {
      first = modals().open('contractedPartnerAdded', { companyName: 'Meridian Clinical Research' });
      second = modals().open('messageReplied', { recipientName: 'Sophia Reyes' });
    });

    expect(first).toBe(true);
    expect(second).toBe(false);
    expect(await screen.findByRole('dialog', { name: 'Contracted partner added' })).toBeDefined();
    expect(screen.queryByRole('dialog', { name: 'Reply sent' })).toBeNull();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('moves focus into the dialog and closes on Escape, then accepts the next request', async () => {
    const modals = await renderModalProbe();
    act(() => {
      modals().open('messageReplied', { recipientName: 'Sophia Reyes' });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Reply sent' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    let opened = false;
    act(() => {
      opened = modals().open('interestsRequired', {});
    });
    expect(opened).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Key Areas of Interest Required' })).toBeDefined();
  });

  it('closes when its close button is pressed', async () => {
    const modals = await renderModalProbe();
    act(() => {
      modals().open('subscriptionFeatures', { plan: 'EXPLORER' });
    });

    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close dialog' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes only a modal of the named kind when asked to close that kind', async () => {
    const modals = await renderModalProbe();
    act(() => {
      modals().open('messageReplied', { recipientName: 'Sophia Reyes' });
    });
    await screen.findByRole('dialog', { name: 'Reply sent' });

    act(() => modals().close('subscriptionRequired'));

    expect(screen.getByRole('dialog', { name: 'Reply sent' })).toBeDefined();
  });

  it('sends the message and closes when the experts modal is filled in', async () => {
    const onSend = vi.fn(async () => undefined);
    const modals = await renderModalProbe();
    act(() => {
      modals().open('messageToExperts', { onSend });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Message the experts' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Message cannot be empty.')).toBeDefined();
    expect(onSend).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Message'), {
      target: { value: '  Who has run a Phase 2 oncology study?  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onSend).toHaveBeenCalledWith('Who has run a Phase 2 oncology study?');
  });
});
