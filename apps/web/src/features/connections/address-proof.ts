import { addressCodeSchema, type Connection } from '@reclaim/contract';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';

/** Product copy of the step that proves a mailbox's address (decision 46). */
export const ADDRESS_PROOF_TEXT = {
  title: 'Confirm your address',
  description: 'Reclaim sends requests only from an address you have shown is yours.',
  sending: (emailId: string) => `Sending a code to ${emailId}…`,
  sent: (emailId: string) => `We sent a code to ${emailId}. Enter it below.`,
  resent: (emailId: string) => `We sent a new code to ${emailId}. Enter it below.`,
  hint: 'It expires in 10 minutes. Not in your inbox? Check your spam folder.',
  confirmed: 'Address confirmed.',
  notice: 'Confirm this address before Reclaim sends requests from it.',
  notSent: 'The code could not be sent. Please try again.',
  notChecked: 'The code could not be checked. Please try again.',
} as const;

/** The code field: its digits, however they were typed or pasted. */
export const addressCodeFormSchema = z.object({ code: addressCodeSchema });
export type AddressCodeForm = z.input<typeof addressCodeFormSchema>;

/**
 * The first mailbox among `emailIds` whose address is not proven yet, leaving out those proven
 * in this page meanwhile (the list reloads a moment later); undefined when every one may send.
 */
export function mailboxToProve(
  connections: readonly Connection[],
  emailIds: readonly string[],
  provenHere: ReadonlySet<string> = new Set(),
): Connection | undefined {
  return connections.find(
    (connection) =>
      emailIds.includes(connection.emailId) &&
      !connection.isAddressProven &&
      !provenHere.has(connection.emailId),
  );
}

/** The server's own words for a failed call, where it gave some; else `fallback`. */
export function proofFailureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.body?.message ? error.body.message : fallback;
}

/** A code was mailed moments ago, or too many were: the last one is still the one to type. */
export function isCodeLimited(error: unknown): boolean {
  return error instanceof ApiError && error.status === 429;
}

/** The server refused to send because the mailbox has not proven its address yet. */
export function isAddressNotProven(error: unknown): error is ApiError {
  return error instanceof ApiError && error.body?.code === 'AddressNotConfirmed';
}

/** What the server said when it refused to send from a mailbox not proven yet; else null. */
export function addressNotProvenMessage(error: unknown): string | null {
  return isAddressNotProven(error) ? (error.body?.message ?? null) : null;
}
