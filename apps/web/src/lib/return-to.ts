const KEY = 'reclaim.returnTo';

/** Remembers where a signed-out visitor was going, to return there after sign-in. */
export function rememberReturnTo(path: string) {
  sessionStorage.setItem(KEY, path);
}

/** The remembered path, once; only same-site paths, never another origin. */
export function takeReturnTo(fallback = '/dashboard'): string {
  const path = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return isSafePath(path) ? path : fallback;
}

export function peekReturnTo(fallback = '/dashboard'): string {
  const path = sessionStorage.getItem(KEY);
  return isSafePath(path) ? path : fallback;
}

function isSafePath(path: string | null): path is string {
  return Boolean(path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\'));
}
