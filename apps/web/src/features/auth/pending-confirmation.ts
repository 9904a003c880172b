const KEY = 'reclaim.pendingConfirmation';

export interface PendingConfirmation {
  email: string;
  name?: string | undefined;
}

/** The part of `sessionStorage` kept here; tests pass a map. */
export type ConfirmationStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Who is confirming their address (address and name, nothing secret), kept for this tab so
 * /confirm-signup still shows the address after a reload or a trip to the mailbox and back
 * (decision 0027). A browser that refuses storage gets the page's address field instead.
 */
export function savePendingConfirmation(
  value: PendingConfirmation,
  storage: ConfirmationStorage = sessionStorage,
) {
  try {
    storage.setItem(KEY, JSON.stringify({ email: value.email, name: value.name }));
  } catch {
    // Storage disabled or full: the confirmation page asks for the address.
  }
}

export function readPendingConfirmation(
  storage: ConfirmationStorage = sessionStorage,
): PendingConfirmation | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? 'null');
    if (!isPendingConfirmation(value)) return null;
    return { email: value.email, name: value.name };
  } catch {
    return null;
  }
}

export function clearPendingConfirmation(storage: ConfirmationStorage = sessionStorage) {
  try {
    storage.removeItem(KEY);
  } catch {
    // Nothing was kept where storage is refused.
  }
}

function isPendingConfirmation(value: unknown): value is PendingConfirmation {
  if (typeof value !== 'object' || value === null) return false;
  const { email, name } = value as Record<string, unknown>;
  return (
    typeof email === 'string' &&
    email.length > 0 &&
    (name === undefined || typeof name === 'string')
  );
}
