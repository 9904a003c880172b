import type { Connection } from '@reclaim/contract';
import { SCAN_COMPLETE_PERCENTAGE } from '@reclaim/contract/constants';

type ScanFields = Pick<Connection, 'scanPercentage' | 'status'>;

/** A scan is pending while it is below 100 percent and not marked completed (spec §4). */
export function isScanPending(connection: ScanFields): boolean {
  return connection.scanPercentage < SCAN_COMPLETE_PERCENTAGE && connection.status !== 'completed';
}

/**
 * A pending scan that can still move: one whose mailbox needs reconnecting has stopped until the
 * person reconnects it, so neither a progress bar nor polling would tell them anything new.
 */
export function isScanRunning(connection: ScanFields & Pick<Connection, 'needsReconnect'>) {
  return isScanPending(connection) && !connection.needsReconnect;
}

/** Whether any of `connections` is still being scanned; the scan-progress poll runs while so. */
export function hasRunningScan(connections: readonly Connection[]): boolean {
  return connections.some(isScanRunning);
}

/** The progress bar shows below 100 percent and hides at 100 (spec §4). */
export function isProgressBarShown(scanPercentage: number): boolean {
  return scanPercentage < SCAN_COMPLETE_PERCENTAGE;
}

/** The percentage the bar shows: a scan that has not started yet reads 1, never 0 (spec §4). */
export function toShownPercentage(scanPercentage: number): number {
  return Math.min(SCAN_COMPLETE_PERCENTAGE, Math.max(1, Math.round(scanPercentage)));
}
