/**
 * Where the calls of spec §7 live. Free of zod, so code in the app's first download can name a
 * call without pulling in every schema (see `@reclaim/contract/paths`).
 */
export const GET_CONNECTIONS_PATH = '/pieeye-pfmuser/api/dashboard/_getConnection';
export const DELETE_CONNECTION_PATH = '/pieeye-pfmuser/api/account/_deleteConnection';
export const RESCAN_PATH = '/pieeye-pfmuser/api/account/_pfmDataRequest/rescan';
export const DATA_REQUEST_PATH = '/pieeye-pfmuser/api/account/_pfmDataRequest';
export const DELETE_ACCOUNT_PATH = '/pieeye-pfmuser/api/account/_deleteAccount';
/** "Download my data": everything Reclaim holds about the caller, as JSON. */
export const EXPORT_ACCOUNT_PATH = '/pieeye-pfmuser/api/account/_exportData';
/** The person's preferences kept with their account: where they live. */
export const GET_PREFERENCES_PATH = '/pieeye-pfmuser/api/account/_getPreferences';
export const UPDATE_PREFERENCES_PATH = '/pieeye-pfmuser/api/account/_updatePreferences';

/** `POST /api/mailboxes/authorize`: where to send the browser to let Reclaim read a mailbox. */
export const MAILBOX_AUTHORIZE_PATH = '/api/mailboxes/authorize';

export const GET_DOMAINS_PATH = '/pieeye-pfmdomain/api/dashboard/_get';
export const GET_DOMAINS_V2_PATH = '/pieeye-pfmdomain/api/dashboard/_get/v2';
export const GET_DOMAIN_COUNTS_PATH = '/pieeye-pfmdomain/api/dashboard/_getAllDomain';
/** "Your footprint": a mailbox's companies by the year they first wrote, and where they stand. */
export const GET_FOOTPRINT_PATH = '/pieeye-pfmdomain/api/dashboard/_getFootprint';
export const UPDATE_DOMAIN_STATUS_PATH = '/pieeye-pfmdomain/api/domainStatus/_update';
export const BULK_UPDATE_DOMAIN_STATUS_PATH = '/pieeye-pfmdomain/api/domainStatus/_bulkUpdate';
/** "Stop their e-mails": the company's own unsubscribe (List-Unsubscribe, RFC 8058 one-click). */
export const STOP_EMAILS_PATH = '/pieeye-pfmdomain/api/domainStatus/_stopEmails';

export const DSR_TEMPLATE_PATH = '/pieeye-pfmdsr/api/dsr/_reclaimTemplate';
export const SEND_DSR_PATH = '/pieeye-pfmdsr/api/dsr/_sendEmail';
export const SEND_DSR_BULK_PATH = '/pieeye-pfmdsr/api/dsr/_sendEmail/bulk';
/** A reminder of an overdue request, sent in the request's own thread. */
export const SEND_DSR_REMINDER_PATH = '/pieeye-pfmdsr/api/dsr/_sendReminder';
export const DSR_DETAILS_PATH = '/pieeye-pfmdsr/api/dashboard/_getDsrDetails';
/** The access, objection and correction requests of one mailbox (erasure is the company's own). */
export const GET_REQUESTS_PATH = '/pieeye-pfmdsr/api/dsr/_getRequests';
/** A mailbox's requests by the month they went out, and where each stands now. */
export const GET_REQUEST_TIMELINE_PATH = '/pieeye-pfmdsr/api/dsr/_getTimeline';
/** What the company said to a request, as the person tells it: moves the request on (decision 76). */
export const RECORD_ANSWER_PATH = '/pieeye-pfmdsr/api/dsr/_recordAnswer';
/** How companies answer requests, from all people's requests together (decision 78). */
export const COMPANY_FIGURES_PATH = '/pieeye-pfmdomain/api/dashboard/_getCompanyFigures';
/** Marks an access, objection or correction request Completed, or takes the mark back. */
export const UPDATE_REQUEST_STATUS_PATH = '/pieeye-pfmdsr/api/dsr/_updateStatus';

/** `GET`: the signed-in person's referral token and visit count (refer a friend). */
export const REFERRAL_PATH = '/api/referral';
/** `POST`, public: the landing page records a visit from a referral link. */
export const REFERRAL_VISITS_PATH = '/api/referral/visits';

/** Corrects the scan's judgement of a sender, for every mailbox of the caller (company or person). */
export const UPDATE_SENDER_KIND_PATH = '/pieeye-pfmdomain/api/domainKind/_update';
/** The senders the scan or the caller judged people: kept out of every list and count. */
export const GET_PEOPLE_PATH = '/pieeye-pfmdomain/api/dashboard/_getPeople';
/** The other addresses a mailbox sends as, for providers that cannot list them (IMAP). */
export const UPDATE_MAILBOX_ALIASES_PATH = '/pieeye-pfmuser/api/account/_updateAliases';
/** Mails a new code to a mailbox's address, which proves the address is the caller's own. */
export const SEND_ADDRESS_CODE_PATH = '/pieeye-pfmuser/api/account/_sendAddressCode';
/** Takes the code mailed to a mailbox's address: from then on the mailbox may send. */
export const CONFIRM_ADDRESS_PATH = '/pieeye-pfmuser/api/account/_confirmAddress';
