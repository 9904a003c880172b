/** The Gmail API methods Reclaim calls. */
export type GmailMethod =
  | 'messages.list'
  | 'messages.get'
  | 'history.list'
  | 'getProfile'
  | 'settings.sendAs.list'
  | 'messages.send'
  | 'threads.get';

/** What Google charges one Cloud project for the Gmail API: units per call, and per user a window. */
export interface GmailQuota {
  units: Record<GmailMethod, number>;
  /** Units one user may spend within any `windowMs`. */
  unitsPerWindow: number;
  windowMs: number;
}

/**
 * Google's usage limits of the Gmail API (developers.google.com/workspace/gmail/api/reference/quota).
 * Projects created on or after 1 May 2026 pay the `current` prices: 6,000 units a user a minute
 * and 20 units a message read. Projects that used the API between November 2025 and April 2026
 * keep the `legacy` ones: 15,000 units a user a minute (250 a second, a moving average) and 5 a read.
 * `threads.get` is not on the current page; Reclaim keeps its legacy price there.
 */
export const GMAIL_QUOTAS = {
  current: {
    units: {
      'messages.list': 5,
      'messages.get': 20,
      'history.list': 2,
      getProfile: 1,
      'settings.sendAs.list': 1,
      'messages.send': 100,
      'threads.get': 10,
    },
    unitsPerWindow: 6000,
    windowMs: 60_000,
  },
  legacy: {
    units: {
      'messages.list': 5,
      'messages.get': 5,
      'history.list': 2,
      getProfile: 1,
      'settings.sendAs.list': 1,
      'messages.send': 100,
      'threads.get': 10,
    },
    unitsPerWindow: 250,
    windowMs: 1000,
  },
} as const satisfies Record<string, GmailQuota>;

export type GmailQuotaRegime = keyof typeof GMAIL_QUOTAS;
