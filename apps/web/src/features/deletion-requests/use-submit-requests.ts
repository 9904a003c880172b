import type { DomainRecord } from '@reclaim/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isAddressNotProven, mailboxToProve } from '../connections/address-proof';
import { CONNECTIONS_QUERY_KEY, useConnections } from '../connections/use-connections';
import { useSendPermission } from '../connections/use-send-permission';
import { PERMISSION_FAILURE, requestFailureOf, type RequestFailure } from './request-failure';
import type { ConfirmedDomains, LetterOrder } from './request-emails';
import { useSendDeletionRequests } from './use-send-deletion-requests';

interface SubmitOptions {
  records: readonly DomainRecord[];
  /** None until the person picks a law (and, to correct, says what); nothing is sent without. */
  letter: LetterOrder | null;
  confirmed?: ConfirmedDomains;
  onRaised: () => void;
}

/**
 * What 'Submit Data Subject Request' does (spec §4): a mailbox that may send raises the requests
 * at once. One whose address is not proven yet asks for the code mailed to it first
 * (`toProve`, decision 46), and goes on once it is typed. One that may not send yet asks for the
 * permission in a popup first, and raises them once it is granted. A refusal shows the permission
 * failure (spec §8); a popup the person closed gives the button back without one. `isBusy` covers
 * both the asking and the sending.
 */
export function useSubmitRequests({ records, letter, confirmed, onRaised }: SubmitOptions) {
  const send = useSendDeletionRequests();
  const permission = useSendPermission();
  const connections = useConnections();
  const queryClient = useQueryClient();
  const [isAsking, setIsAsking] = useState(false);
  const [toProve, setToProve] = useState<string | null>(null);
  // Proven in this preview: the list of mailboxes says so only once it has reloaded.
  const provenHere = useRef(new Set<string>());
  const [failure, setFailure] = useFailure();

  const raise = () =>
    letter &&
    send.mutate(
      { records, letter, confirmed },
      {
        onSuccess: onRaised,
        onError: (error) => {
          setFailure(requestFailureOf(error));
          // The list was behind: the next Submit asks for the code.
          if (isAddressNotProven(error)) {
            void queryClient.invalidateQueries({ queryKey: CONNECTIONS_QUERY_KEY });
          }
        },
      },
    );

  const submit = () => {
    setFailure(null);
    const emailIds = records.map((record) => record.emailId);
    const unproven = mailboxToProve(connections.data ?? [], emailIds, provenHere.current);
    if (unproven) {
      setToProve(unproven.emailId);
      return;
    }
    const mailbox = permission.findMailboxToAllow(emailIds);
    if (!mailbox) {
      raise();
      return;
    }
    setIsAsking(true);
    void permission.ask(mailbox).then((outcome) => {
      if (outcome === 'granted') raise();
      else if (outcome === 'failed') setFailure(PERMISSION_FAILURE);
      setIsAsking(false);
    });
  };

  const proof = {
    emailId: toProve,
    /** The code was taken: go on with the requests, from the next check on. */
    onConfirmed: () => {
      if (toProve) provenHere.current.add(toProve);
      setToProve(null);
      submit();
    },
    onClose: () => setToProve(null),
  };

  return { submit, isBusy: isAsking || send.isPending, failure, proof };
}

/** The failure shown under the e-mails; one that asks for it goes away by itself (spec §8). */
function useFailure() {
  const [failure, setFailure] = useState<RequestFailure | null>(null);
  useEffect(() => {
    if (!failure?.clearAfterMs) return;
    const timer = setTimeout(() => setFailure(null), failure.clearAfterMs);
    return () => clearTimeout(timer);
  }, [failure]);
  return [failure, setFailure] as const;
}
