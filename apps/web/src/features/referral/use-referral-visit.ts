import { useEffect } from 'react';
import { REFERRAL_QUERY } from '@reclaim/contract';
import { useSearchParams } from 'react-router';
import { readReferralVisit, reportReferralVisit } from './referral-visit';

/** Tokens already reported in this page's life: effects run twice in development. */
const reported = new Set<string>();

/**
 * On the landing page: reports a visit through a referral link once, then drops the token from
 * the address bar, so a reload or a bookmark does not count the visit again.
 */
export function useReferralVisit() {
  const [search, setSearch] = useSearchParams();
  useEffect(() => {
    const visit = readReferralVisit(search);
    if (!visit) return;
    if (!reported.has(visit.token)) {
      reported.add(visit.token);
      void reportReferralVisit(visit);
    }
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(REFERRAL_QUERY.referrer);
        return next;
      },
      { replace: true },
    );
  }, [search, setSearch]);
}
