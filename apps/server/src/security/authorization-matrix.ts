import {
  BULK_UPDATE_DOMAIN_STATUS_PATH,
  COMPANY_FIGURES_PATH,
  CONFIRM_ADDRESS_PATH,
  DATA_REQUEST_PATH,
  DELETE_ACCOUNT_PATH,
  DELETE_CONNECTION_PATH,
  DSR_DETAILS_PATH,
  DSR_TEMPLATE_PATH,
  EXPORT_ACCOUNT_PATH,
  GET_CONNECTIONS_PATH,
  GET_DOMAIN_COUNTS_PATH,
  GET_FOOTPRINT_PATH,
  GET_DOMAINS_PATH,
  GET_DOMAINS_V2_PATH,
  GET_PEOPLE_PATH,
  GET_PREFERENCES_PATH,
  GET_REQUESTS_PATH,
  GET_REQUEST_TIMELINE_PATH,
  MAILBOX_AUTHORIZE_PATH,
  RECORD_ANSWER_PATH,
  REFERRAL_PATH,
  REFERRAL_VISITS_PATH,
  RESCAN_PATH,
  SEND_ADDRESS_CODE_PATH,
  SEND_DSR_BULK_PATH,
  SEND_DSR_PATH,
  SEND_DSR_REMINDER_PATH,
  UPDATE_DOMAIN_STATUS_PATH,
  UPDATE_MAILBOX_ALIASES_PATH,
  UPDATE_PREFERENCES_PATH,
  UPDATE_REQUEST_STATUS_PATH,
  STOP_EMAILS_PATH,
  UPDATE_SENDER_KIND_PATH,
} from '@reclaim/contract';

/** What the victim of the matrix holds that the caller may try to name. */
export interface VictimObjects {
  /** The address of the victim's mailbox, which no other person has connected. */
  mailbox: string;
  /** A company with a sent request in the victim's mailbox (the caller may have it too). */
  requested: string;
  /** A company only the victim's mailbox has. */
  ownDomain: string;
}

/**
 * How a call of the API may be used by someone other than the owner of what it names:
 * - `owner`: it acts on objects the body names (a mailbox, a company of a mailbox); naming another
 *   person's answers 403 or 404 and changes nothing.
 * - `caller`: it acts on the caller's own account whatever the body says; called by another person
 *   with the victim's objects in the body, it changes nothing of the victim's and shows nothing.
 * - `public`: no session; it holds nothing of anyone (it may be called with a session too).
 * - `local`: served to this machine only, in development; others get 404.
 */
export type Access = 'owner' | 'caller' | 'public' | 'local';

export interface MatrixEntry {
  access: Access;
  /** The body (a call's `requestBody`, or the whole body of a plain route), naming the victim's. */
  body?: (victim: VictimObjects) => unknown;
  /** A plain route's path with its parameters filled in. */
  url?: (victim: VictimObjects) => string;
}

/**
 * Every operation of the route table (`docs/openapi.json`), keyed `METHOD path`. A route that is
 * not here fails the suite, so each new one is given its rule when it is written.
 */
export const AUTHORIZATION_MATRIX: Record<string, MatrixEntry> = {
  'GET /healthz': { access: 'public' },
  'GET /api/config': { access: 'public' },
  'GET /api/logos/{domain}': { access: 'public', url: (v) => `/api/logos/${v.ownDomain}` },
  'POST /api/feedback': {
    access: 'public',
    body: () => ({ message: 'The matrix was here.', rating: 4 }),
  },
  [`POST ${REFERRAL_VISITS_PATH}`]: {
    access: 'public',
    body: () => ({ token: 'not-a-referral-token', medium: 'website' }),
  },
  'GET /dev/outbox': { access: 'local' },
  'POST /dev/outbox/answer': {
    access: 'local',
    body: (v) => ({ to: `privacy@${v.requested}`, kind: 'reply' }),
  },
  'POST /dev/company-figures': { access: 'local' },
  [`GET ${REFERRAL_PATH}`]: { access: 'caller' },
  // Counts of at least five people's requests: the victim's own companies show nothing.
  [`POST ${COMPANY_FIGURES_PATH}`]: {
    access: 'caller',
    body: (v) => ({ domainNames: [v.requested, v.ownDomain] }),
  },
  [`POST ${MAILBOX_AUTHORIZE_PATH}`]: { access: 'caller', body: () => ({ provider: 'gmail' }) },
  [`POST ${DELETE_ACCOUNT_PATH}`]: { access: 'caller' },
  [`POST ${EXPORT_ACCOUNT_PATH}`]: { access: 'caller' },
  [`POST ${GET_PREFERENCES_PATH}`]: { access: 'caller' },
  [`POST ${UPDATE_PREFERENCES_PATH}`]: { access: 'caller', body: () => ({ residence: 'DE' }) },
  [`POST ${GET_CONNECTIONS_PATH}`]: { access: 'caller' },
  [`POST ${GET_PEOPLE_PATH}`]: { access: 'caller', body: () => ({}) },
  [`POST ${DSR_TEMPLATE_PATH}`]: { access: 'caller', body: () => ({ jurisdiction: 'gdpr' }) },
  [`POST ${DATA_REQUEST_PATH}`]: {
    access: 'caller',
    body: (v) => ({ oauthProvider: 'demo', type: 'dsr', emailId: v.mailbox }),
  },
  [`POST ${DELETE_CONNECTION_PATH}`]: { access: 'owner', body: (v) => ({ emailId: v.mailbox }) },
  [`POST ${RESCAN_PATH}`]: { access: 'owner', body: (v) => ({ emailId: v.mailbox }) },
  [`POST ${UPDATE_MAILBOX_ALIASES_PATH}`]: {
    access: 'owner',
    body: (v) => ({ emailId: v.mailbox, aliases: ['someone.else@example.org'] }),
  },
  [`POST ${SEND_ADDRESS_CODE_PATH}`]: { access: 'owner', body: (v) => ({ emailId: v.mailbox }) },
  [`POST ${CONFIRM_ADDRESS_PATH}`]: {
    access: 'owner',
    body: (v) => ({ emailId: v.mailbox, code: '12345678' }),
  },
  [`POST ${GET_DOMAINS_PATH}`]: {
    access: 'owner',
    body: (v) => ({ status: 'pending', emailId: v.mailbox }),
  },
  [`POST ${GET_DOMAINS_V2_PATH}`]: {
    access: 'owner',
    body: (v) => ({ tile: 'initiated', emailId: v.mailbox }),
  },
  [`POST ${GET_DOMAIN_COUNTS_PATH}`]: { access: 'owner', body: (v) => ({ emailId: v.mailbox }) },
  [`POST ${GET_FOOTPRINT_PATH}`]: { access: 'owner', body: (v) => ({ emailId: v.mailbox }) },
  [`POST ${UPDATE_DOMAIN_STATUS_PATH}`]: {
    access: 'owner',
    body: (v) => ({ status: 'needed', emailId: v.mailbox, domainName: v.ownDomain }),
  },
  [`POST ${BULK_UPDATE_DOMAIN_STATUS_PATH}`]: {
    access: 'owner',
    body: (v) => ({ status: 'needed', emailId: v.mailbox, bulkDomain: [v.ownDomain] }),
  },
  [`POST ${UPDATE_SENDER_KIND_PATH}`]: {
    access: 'owner',
    body: (v) => ({ domainName: v.ownDomain, kind: 'person' }),
  },
  [`POST ${SEND_DSR_PATH}`]: {
    access: 'owner',
    body: (v) => ({
      emailId: v.mailbox,
      contactEmailId: `privacy@${v.ownDomain}`,
      template: 'gdpr',
      domainName: v.ownDomain,
    }),
  },
  [`POST ${SEND_DSR_BULK_PATH}`]: {
    access: 'owner',
    body: (v) => ({
      userEmail: v.mailbox,
      template: 'gdpr',
      bulkDomain: [
        {
          domainName: v.ownDomain,
          contactEmailId: `privacy@${v.ownDomain}`,
          emailAddress: v.mailbox,
        },
      ],
    }),
  },
  [`POST ${SEND_DSR_REMINDER_PATH}`]: {
    access: 'owner',
    body: (v) => ({ emailId: v.mailbox, domainName: v.requested }),
  },
  [`POST ${RECORD_ANSWER_PATH}`]: {
    access: 'owner',
    body: (v) => ({
      emailId: v.mailbox,
      domainName: v.requested,
      answer: { kind: 'done' },
      via: 'post-or-phone',
    }),
  },
  [`POST ${DSR_DETAILS_PATH}`]: {
    access: 'owner',
    body: (v) => ({ emailId: v.mailbox, domainName: v.requested }),
  },
  [`POST ${GET_REQUESTS_PATH}`]: {
    access: 'owner',
    body: (v) => ({ emailId: v.mailbox }),
  },
  [`POST ${GET_REQUEST_TIMELINE_PATH}`]: {
    access: 'owner',
    body: (v) => ({ emailId: v.mailbox }),
  },
  [`POST ${STOP_EMAILS_PATH}`]: {
    access: 'owner',
    body: (v) => ({ emailId: v.mailbox, domainName: v.ownDomain }),
  },
  [`POST ${UPDATE_REQUEST_STATUS_PATH}`]: {
    access: 'owner',
    body: (v) => ({
      emailId: v.mailbox,
      domainName: v.requested,
      requestType: 'access',
      status: 'reclaimed',
    }),
  },
};
