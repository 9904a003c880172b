import type {
  Jurisdiction,
  LetterLanguage,
  ReclaimTemplateResponse,
  RequestType,
  SendDsrBody,
  SendDsrBulkBody,
} from '@reclaim/contract';
import { DSR_TEMPLATE_PATH, SEND_DSR_BULK_PATH, SEND_DSR_PATH } from '@reclaim/contract/paths';
import { callApi } from '../../lib/call-api';

/** The template of one law as `_reclaimTemplate` answers it (spec §7). */
export type DsrTemplateAnswer = ReclaimTemplateResponse['data']['responseObject'];

/**
 * `_reclaimTemplate`: the subject and the HTML template of one request type under one law in one
 * language, which the server will fill and send.
 */
export async function fetchDsrTemplate(
  userName: string,
  choice: { jurisdiction: Jurisdiction; requestType: RequestType; language: LetterLanguage },
): Promise<DsrTemplateAnswer> {
  const response = await callApi<ReclaimTemplateResponse>(DSR_TEMPLATE_PATH, userName, choice);
  return response.data.responseObject;
}

/** `_sendEmail`: one request; the server renders and queues the e-mail. */
export async function sendDeletionRequest(userName: string, body: SendDsrBody): Promise<void> {
  await callApi(SEND_DSR_PATH, userName, body);
}

/** `_sendEmail/bulk`: up to 25 requests at once, all queued or none. */
export async function sendDeletionRequests(userName: string, body: SendDsrBulkBody): Promise<void> {
  await callApi(SEND_DSR_BULK_PATH, userName, body);
}
