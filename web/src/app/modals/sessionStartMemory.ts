// The session-start modals show once per session (spec §4). A page reload or a link opened in
// the same tab is not a new session for the user, so the tab remembers (sessionStorage, cleared
// when the tab closes and at sign-out) whose session already had its modal. Only the user's
// opaque id is stored, and only once a modal was shown.
const KEY = 'sessionStartModalShown';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** True when this tab already showed a session-start modal to the user with this id. */
export function sessionStartModalShown(userId: string): boolean {
  try {
    return storage()?.getItem(KEY) === userId;
  } catch {
    return false;
  }
}

export function rememberSessionStartModal(userId: string): void {
  try {
    storage()?.setItem(KEY, userId);
  } catch {
    // Without storage the modal may show again after a reload; nothing breaks.
  }
}

/** Sign-out: the next session starts afresh. */
export function forgetSessionStartModal(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}
