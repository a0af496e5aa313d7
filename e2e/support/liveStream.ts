import type { Page, WebSocket } from '@playwright/test';

/**
 * Resolves once the page's live stream is open: its first update (STREAM_OPEN) arrived, and from
 * then on the page hears of every change. The page reads its data before its stream opens (the
 * stream catches up when it does), so a test timing how fast a change shows starts the clock
 * here. Call it before the page loads.
 */
export function liveStreamOpen(page: Page, timeout = 30_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const opened = new Promise<void>((resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no live stream opened on ${page.url()}`)), timeout);
    const onSocket = (socket: WebSocket) =>
      socket.on('framereceived', ({ payload }) => {
        if (!String(payload).includes('"STREAM_OPEN"')) return;
        clearTimeout(timer);
        page.off('websocket', onSocket);
        resolve();
      });
    page.on('websocket', onSocket);
  });
  // A test that fails before it awaits this must not leave a timer behind, nor a rejection that
  // would surface in whichever test the worker runs next.
  page.once('close', () => clearTimeout(timer));
  opened.catch(() => undefined);
  return opened;
}
