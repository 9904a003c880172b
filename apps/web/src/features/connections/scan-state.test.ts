import type { Connection } from '@reclaim/contract';
import { describe, expect, it } from 'vitest';
import {
  hasRunningScan,
  isProgressBarShown,
  isScanPending,
  isScanRunning,
  toShownPercentage,
} from './scan-state';

function connection(overrides: Partial<Connection> = {}): Connection {
  return {
    emailId: 'demo@reclaim.example',
    provider: 'demo',
    emailType: 'Demo',
    scanPercentage: 40,
    status: 'pending',
    writeEmailPermission: 1,
    needsReconnect: false,
    aliases: [],
    isAddressProven: true,
    ...overrides,
  };
}

describe('toShownPercentage', () => {
  it('shows a scan at 0 percent as 1', () => {
    expect(toShownPercentage(0)).toBe(1);
  });

  it('shows other percentages as they are', () => {
    expect(toShownPercentage(1)).toBe(1);
    expect(toShownPercentage(57)).toBe(57);
    expect(toShownPercentage(100)).toBe(100);
  });
});

describe('isProgressBarShown', () => {
  it('shows the bar below 100 and hides it at 100', () => {
    expect(isProgressBarShown(0)).toBe(true);
    expect(isProgressBarShown(99)).toBe(true);
    expect(isProgressBarShown(100)).toBe(false);
  });
});

describe('isScanPending', () => {
  it('is pending below 100 percent while not completed', () => {
    expect(isScanPending(connection({ scanPercentage: 99 }))).toBe(true);
  });

  it('is not pending at 100 percent or once completed', () => {
    expect(isScanPending(connection({ scanPercentage: 100 }))).toBe(false);
    expect(isScanPending(connection({ status: 'completed' }))).toBe(false);
  });
});

describe('isScanRunning and hasRunningScan', () => {
  it('counts a pending scan of a mailbox that needs reconnecting as stopped', () => {
    expect(isScanRunning(connection({ needsReconnect: true }))).toBe(false);
    expect(hasRunningScan([connection({ needsReconnect: true })])).toBe(false);
  });

  it('finds one running scan among finished ones', () => {
    const done = connection({ scanPercentage: 100, status: 'completed' });
    expect(hasRunningScan([done])).toBe(false);
    expect(hasRunningScan([done, connection()])).toBe(true);
  });
});
