import { useEffect, useState } from 'react';
import { SESSION_EXPIRED_RELOAD_DELAY_MS } from '@reclaim/contract/constants';
import { Dialog } from '../../components/ui/dialog';
import { onSessionExpired } from '../../lib/session-events';

export const SESSION_EXPIRED_TEXT = 'Session is expired, Page will be refreshed in 5 seconds.';

/** Spec §8: on any 401, tell the user and reload after 5 s. */
export function SessionExpiredDialog() {
  const [isOpen, setIsOpen] = useState(false);
  useEffect(() => onSessionExpired(() => setIsOpen(true)), []);
  useEffect(() => {
    if (!isOpen) return;
    const timer = setTimeout(() => window.location.reload(), SESSION_EXPIRED_RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isOpen]);
  return (
    <Dialog isOpen={isOpen} title="Session expired" description={SESSION_EXPIRED_TEXT} size="sm" />
  );
}
