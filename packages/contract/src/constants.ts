/** Business constants and limits of the product specification, section 9. */

export const PASSWORD_MIN_LENGTH = 10;
/** The special characters a password may use to meet the policy (spec §5). */
export const PASSWORD_SPECIAL_CHARACTERS = '!,%&@#$^*?_~';

export const SESSION_EXPIRED_RELOAD_DELAY_MS = 5_000;
export const RESCAN_RELOAD_DELAY_MS = 5_000;
export const PERMISSION_POLL_INTERVAL_MS = 2_000;
export const RELOAD_AFTER_DSR_RAISED_MS = 1_000;
export const REDIRECT_AFTER_DELETE_FAILURE_MS = 5_000;
export const PROGRESS_BAR_FILL_DELAY_MS = 1_000;

export const TOAST_SHORT_MS = 3_000;
export const TOAST_ERROR_MS = 5_000;
export const TOAST_SUCCESS_MS = 6_000;

export const DASHBOARD_POLL_INTERVAL_MS = 30_000;
export const SCAN_PROGRESS_POLL_INTERVAL_MS = 30_000;

export const SEARCH_MIN_LENGTH = 2;
/** The longest search the lists take: the longest domain name (253 characters). */
export const SEARCH_MAX_LENGTH = 253;
export const SEARCH_DEBOUNCE_MS = 800;

export const AGE_BUCKET_MONTHS = [1, 6, 12] as const;
export const SCAN_COMPLETE_PERCENTAGE = 100;

export const REQUESTS_PAGE_SIZE = 8;
export const MAX_DELETION_REQUESTS_PER_BATCH = 25;

export const OAUTH_POPUP_WIDTH = 600;
export const OAUTH_POPUP_HEIGHT = 550;

export const INTRO_SLIDE_COUNT = 5;
export const TESTIMONIAL_STARS = 5;

export const MOBILE_BREAKPOINT_PX = 768;

/** Sign-up and reset codes (not in the spec; chosen for security, see docs/decisions). */
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_SECONDS = 10 * 60;
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;

/**
 * The code mailed to an IMAP mailbox's address to prove it is the person's own before it sends
 * (decision 46). Longer than a sign-up code: anyone may connect any address to a server of their
 * own, so every address can be guessed at from many accounts.
 */
export const ADDRESS_CODE_LENGTH = 8;
export const ADDRESS_CODE_TTL_SECONDS = 10 * 60;
export const ADDRESS_CODE_MAX_ATTEMPTS = 5;

/**
 * The ports mail servers are reached on unless the operator allows more (`IMAP_ALLOW_PORTS`):
 * IMAP with STARTTLS and with TLS, SMTP submission with STARTTLS and with TLS.
 */
export const IMAP_PORTS = [143, 993] as const;
export const SMTP_PORTS = [587, 465] as const;

export const FEEDBACK_MESSAGE_MAX_LENGTH = 5_000;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 128;
/** An IMAP app password; real ones are 16–32 characters, the margin is for other hosts. */
export const IMAP_PASSWORD_MAX_LENGTH = 256;
