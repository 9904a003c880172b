import type { DomainRecord, Jurisdiction } from '@reclaim/contract';
import { useEffect, useState } from 'react';
import { useSendPermission } from '../connections/use-send-permission';
import { PERMISSION_FAILURE, requestFailureOf, type RequestFailure } from './request-failure';
import { useSendDeletionRequests } from './use-send-deletion-requests';

interface SubmitOptions {
  records: readonly DomainRecord[];
  jurisdiction: Jurisdiction;
  onRaised: () => void;
}

/**
 * What 'Submit Data Subject Request' does (spec §4): a mailbox that may send raises the requests
 * at once; one that may not yet asks for the permission in a popup first, and raises them once it
 * is granted. A refusal shows the permission failure (spec §8); a popup the person closed gives
 * the button back without one. `isBusy` covers both the asking and the sending.
 */
export function useSubmitRequests({ records, jurisdiction, onRaised }: SubmitOptions) {
  const send = useSendDeletionRequests();
  const permission = useSendPermission();
  const [isAsking, setIsAsking] = useState(false);
  const [failure, setFailure] = useFailure();

  const raise = () =>
    send.mutate(
      { records, jurisdiction },
      { onSuccess: onRaised, onError: (error) => setFailure(requestFailureOf(error)) },
    );

  const submit = () => {
    setFailure(null);
    const mailbox = permission.findMailboxToAllow(records.map((record) => record.emailId));
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

  return { submit, isBusy: isAsking || send.isPending, failure };
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
