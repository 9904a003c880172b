import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { DOMAINS_QUERY_KEY } from './use-domain-status';

/**
 * Fetches every domain list and count again once, when the scan that was running ends. The lists
 * poll only while a scan runs, so their last answer may predate the scan's last pages: without
 * this, 'Scan complete.' would show beside the companies found before the end.
 */
export function useRefreshWhenScanEnds(isScanRunning: boolean) {
  const queryClient = useQueryClient();
  const wasRunning = useRef(isScanRunning);
  useEffect(() => {
    if (wasRunning.current && !isScanRunning) {
      void queryClient.invalidateQueries({ queryKey: DOMAINS_QUERY_KEY });
    }
    wasRunning.current = isScanRunning;
  }, [isScanRunning, queryClient]);
}
