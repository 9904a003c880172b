import { useEffect, useState } from 'react';

/** Where the browser keeps the mailboxes whose finished scan the person has been told of. */
export const SCAN_COMPLETE_SEEN_KEY = 'scan_complete_seen';

function readSeen(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(SCAN_COMPLETE_SEEN_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Which mailboxes the person has been told their scan finished, after this moment: a scan seen
 * running is forgotten (a Rescan is told of again), and when every scan is done the mailboxes are
 * all marked told.
 */
export function nextSeen(
  seen: readonly string[],
  scans: readonly { emailId: string; isRunning: boolean }[],
): string[] {
  const running = new Set(scans.filter((scan) => scan.isRunning).map((scan) => scan.emailId));
  const kept = seen.filter((emailId) => !running.has(emailId));
  if (running.size > 0) return kept;
  return [...new Set([...kept, ...scans.map((scan) => scan.emailId)])];
}

/** Whether 'Scan complete.' tells the person something new: a finished scan they were not told of. */
export function isNewlyComplete(
  seen: readonly string[],
  scans: readonly { emailId: string; isRunning: boolean }[],
): boolean {
  return (
    scans.length > 0 &&
    scans.every((scan) => !scan.isRunning) &&
    scans.some((scan) => !seen.includes(scan.emailId))
  );
}

function writeSeen(seen: readonly string[]) {
  localStorage.setItem(SCAN_COMPLETE_SEEN_KEY, JSON.stringify(seen));
}

/** Forgets that the person was told of a mailbox's finished scan: a Rescan tells them again. */
export function forgetScanComplete(emailId: string) {
  writeSeen(nextSeen(readSeen(), [{ emailId, isRunning: true }]));
}

/**
 * 'Scan complete.' shows for a finished scan the person was not told of, on every visit until
 * they move on from a page that showed it; from then on the card is gone, instead of staying for
 * good. A scan seen running (a Rescan) is told of again when it ends.
 */
export function useScanCompleteNotice(
  scans: readonly { emailId: string; isRunning: boolean }[],
): boolean {
  const key = scans.map((scan) => `${scan.emailId}:${scan.isRunning}`).join(',');
  const [notice, setNotice] = useState(() => ({
    key,
    isShown: isNewlyComplete(readSeen(), scans),
  }));
  if (notice.key !== key) {
    const isRunning = scans.some((scan) => scan.isRunning);
    setNotice({
      key,
      isShown: isNewlyComplete(readSeen(), scans) || (notice.isShown && !isRunning),
    });
  }
  useEffect(() => {
    // A running scan is forgotten at once; a finished one is marked told only when the person
    // leaves the page that told them (below), so a reload still shows it.
    if (scans.some((scan) => scan.isRunning)) writeSeen(nextSeen(readSeen(), scans));
    // The scans are compared by their key: a new array with the same scans changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  useEffect(() => {
    if (!notice.isShown) return;
    return () => writeSeen(nextSeen(readSeen(), scans));
    // Marked for the scans it told of, when it goes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [notice.isShown, key]);
  return notice.isShown;
}
