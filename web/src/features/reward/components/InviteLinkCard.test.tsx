import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/renderUi';
import { InviteLinkCard, inviteMailto } from './InviteLinkCard';

const LINK = 'https://app.example/register?ref=Ab3_xY9-kQ';

describe('InviteLinkCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('copies the link and says so in a status line', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText }, share: undefined });
    renderUi(<InviteLinkCard link={LINK} percentOff={50} companyName="Meridian Clinical Research" />);
    expect((screen.getByLabelText('Invite link') as HTMLInputElement).value).toBe(LINK);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Link copied to the clipboard.'));
    expect(writeText).toHaveBeenCalledWith(LINK);
  });

  it('tells how to copy by hand when the clipboard refuses, and shares by mail without a share sheet', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
      share: undefined,
    });
    renderUi(<InviteLinkCard link={LINK} percentOff={50} companyName="Meridian Clinical Research" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copying failed: select the link and copy it yourself.')).toBeTruthy();
    const mail = screen.getByRole('link', { name: 'Share by email' });
    expect(mail.getAttribute('href')).toBe(inviteMailto(LINK, 'Meridian Clinical Research'));
    expect(decodeURIComponent(mail.getAttribute('href') ?? '')).toContain(LINK);
  });

  it("opens the browser's share sheet with the link where there is one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    renderUi(<InviteLinkCard link={LINK} percentOff={50} companyName="Meridian Clinical Research" />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: LINK })));
  });
});
