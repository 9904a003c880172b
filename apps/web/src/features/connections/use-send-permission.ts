import type { Connection } from '@reclaim/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useSession } from '../../lib/auth-client';
import { usePublicConfig } from '../../lib/use-public-config';
import { fetchConnections, startSendPermission } from './connections-api';
import { mailboxToAllow, openSendPermissionPopup } from './send-permission';
import { clearSendPermissionSignals, markSendPermissionPending } from './send-permission-signals';
import {
  watchSendPermission,
  type SendPermissionOutcome,
  type SendPermissionWatch,
} from './send-permission-watch';
import { CONNECTIONS_QUERY_KEY, useConnections } from './use-connections';

/**
 * Asking a connected mailbox for permission to send (spec §4): `findMailboxToAllow` names the
 * mailbox among a request's that must be asked first, if any; `ask` opens the provider's consent
 * screen in a popup and answers how it ended. A page that goes away stops asking.
 */
export function useSendPermission() {
  const { data: session } = useSession();
  const userName = session?.user.email ?? '';
  const connections = useConnections();
  const config = usePublicConfig();
  const queryClient = useQueryClient();
  const watch = useRef<SendPermissionWatch | null>(null);

  useEffect(() => () => watch.current?.finish('closed'), []);

  const findMailboxToAllow = useCallback(
    (emailIds: readonly string[]) =>
      mailboxToAllow(connections.data ?? [], config.data?.mailboxProviders ?? [], emailIds),
    [config.data, connections.data],
  );

  /** Call it in the click handler itself, which the popup must be opened in. */
  const ask = useCallback(
    (mailbox: Connection): Promise<SendPermissionOutcome> => {
      const popup = openSendPermissionPopup();
      if (!popup) return Promise.resolve('failed');
      markSendPermissionPending();
      const current = watchSendPermission({
        popup,
        isGranted: async () =>
          (await fetchConnections(userName)).some(
            ({ emailId, writeEmailPermission }) =>
              emailId === mailbox.emailId && writeEmailPermission === 1,
          ),
      });
      watch.current = current;
      startSendPermission(mailbox.provider).then(
        (authorizationUrl) => {
          if (!popup.closed) popup.location.href = authorizationUrl;
        },
        () => current.finish('failed'),
      );
      return current.outcome.then((outcome) => {
        if (watch.current === current) watch.current = null;
        clearSendPermissionSignals();
        // Still ours only while it was not yet back on the callback screen, which closes itself.
        if (!popup.closed) popup.close();
        void queryClient.invalidateQueries({ queryKey: CONNECTIONS_QUERY_KEY });
        return outcome;
      });
    },
    [queryClient, userName],
  );

  return { findMailboxToAllow, ask };
}
