const KEY = 'reclaim.returnTo';

/** Remembers where a signed-out visitor was going, to return there after sign-in. */
export function rememberReturnTo(path: string) {
  sessionStorage.setItem(KEY, path);
}

/**
 * Where to go after sign-in: the remembered path, or the dashboard. Reading does not forget it;
 * several places may ask while sign-in settles. It is forgotten once a protected page is reached.
 */
export function peekReturnTo(fallback = '/dashboard'): string {
  const path = sessionStorage.getItem(KEY);
  return isSafePath(path) ? path : fallback;
}

export function forgetReturnTo() {
  sessionStorage.removeItem(KEY);
}

/** Only same-site paths, never another origin (`//evil.example` or `/\evil.example`). */
function isSafePath(path: string | null): path is string {
  return Boolean(path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\'));
}
