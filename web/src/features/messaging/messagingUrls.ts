/** The viewer's inbox. */
export const INBOX_PATH = '/dashboard/inbox';

/** The company's inbox: threads addressed to the viewer's company. */
export const COMPANY_INBOX_PATH = '/dashboard/company-inbox';

/** Which inbox a screen lists: the viewer's own threads, or those addressed to their company. */
export type InboxBox = 'PERSONAL' | 'COMPANY';

/** The list path of an inbox. */
export function inboxPath(box: InboxBox): string {
  return box === 'PERSONAL' ? INBOX_PATH : COMPANY_INBOX_PATH;
}

/**
 * One thread in an inbox; `search` (e.g. "?q=trial&page=1") keeps the list's filters, so going
 * back to the list on a phone, or opening the next thread on a desktop, keeps the same list.
 */
export function threadPath(box: InboxBox, threadId: string, search = ''): string {
  return `${inboxPath(box)}/${encodeURIComponent(threadId)}${search}`;
}
