/**
 * The code of the invite link a visitor opened, kept in this browser until their new company
 * claims it after its first sign-in (docs/rewards.md). Kept as long as a company may claim.
 */
const KEY = 'trialbridge.referral';
const KEEP_MS = 30 * 86_400_000;
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

interface Stored {
  code: string;
  savedAt: number;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Keeps a code from `?ref=` (a malformed one is ignored). */
export function savePendingReferral(code: string, now = Date.now()): void {
  const trimmed = code.trim();
  if (!CODE.test(trimmed)) return;
  storage()?.setItem(KEY, JSON.stringify({ code: trimmed, savedAt: now } satisfies Stored));
}

/** The kept code, unless it is older than a claim may be. */
export function pendingReferral(now = Date.now()): string | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (typeof stored.code === 'string' && CODE.test(stored.code) && now - (stored.savedAt ?? 0) < KEEP_MS)
      return stored.code;
  } catch {
    // Not ours any more: dropped below.
  }
  clearPendingReferral();
  return null;
}

export function clearPendingReferral(): void {
  storage()?.removeItem(KEY);
}
