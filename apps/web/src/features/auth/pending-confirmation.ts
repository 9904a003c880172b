const KEY = 'reclaim.pendingConfirmation';

export interface PendingConfirmation {
  email: string;
  name?: string | undefined;
}

/** Who is confirming their address, kept for this tab so a reload of /confirm-signup still works. */
export function savePendingConfirmation(value: PendingConfirmation) {
  sessionStorage.setItem(KEY, JSON.stringify(value));
}

export function readPendingConfirmation(): PendingConfirmation | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as PendingConfirmation | null;
    return value && typeof value.email === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function clearPendingConfirmation() {
  sessionStorage.removeItem(KEY);
}
