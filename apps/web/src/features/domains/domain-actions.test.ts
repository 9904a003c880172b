import type { DomainStatus } from '@reclaim/contract';
import { describe, expect, it } from 'vitest';
import {
  canMarkPerson,
  canSelect,
  cardNeededButton,
  cardRequestButton,
  detailsRequestButton,
  isCheckboxShown,
  requestedOn,
} from './domain-actions';

const STATUSES: DomainStatus[] = [
  'pending',
  'needed',
  'processing',
  'initiated',
  'failed',
  'reclaimed',
];

function table<T>(pick: (status: DomainStatus) => T): Record<DomainStatus, T> {
  return Object.fromEntries(STATUSES.map((status) => [status, pick(status)])) as Record<
    DomainStatus,
    T
  >;
}

describe('the domain card', () => {
  it("reads 'DSR Raised' or 'DSR Failed' once a request exists, both disabled", () => {
    expect(table((status) => cardRequestButton({ status }))).toEqual({
      pending: { label: 'Request Deletion', isEnabled: true },
      needed: { label: 'Request Deletion', isEnabled: true },
      processing: { label: 'DSR Raised', isEnabled: false },
      initiated: { label: 'DSR Raised', isEnabled: false },
      failed: { label: 'DSR Failed', isEnabled: false },
      reclaimed: { label: 'DSR Raised', isEnabled: false },
    });
  });

  it("offers 'Mark As Needed' before any request, and 'Remove' on a needed record", () => {
    expect(cardNeededButton({ status: 'pending' })).toEqual({
      label: 'Mark As Needed',
      isEnabled: true,
      change: 'markNeeded',
    });
    expect(cardNeededButton({ status: 'needed' })).toEqual({
      label: 'Remove',
      isEnabled: true,
      change: 'removeNeeded',
    });
    expect(cardNeededButton({ status: 'initiated' }).isEnabled).toBe(false);
    expect(cardNeededButton({ status: 'failed' }).isEnabled).toBe(false);
  });

  it('hides the checkbox of needed records and selects only records without a request', () => {
    expect(table((status) => isCheckboxShown({ status }))).toMatchObject({
      pending: true,
      needed: false,
      failed: true,
    });
    expect(STATUSES.filter((status) => canSelect({ status }))).toEqual(['pending']);
  });
});

describe('the Domain Details modal', () => {
  it("labels its first button 'OK' for Submitted or Completed and 'Retry' for Failed", () => {
    expect(table((status) => detailsRequestButton({ status }).label)).toEqual({
      pending: 'Request Deletion',
      needed: 'Request Deletion',
      processing: 'OK',
      initiated: 'OK',
      failed: 'Retry',
      reclaimed: 'OK',
    });
    expect(detailsRequestButton({ status: 'reclaimed' }).requests).toBe(false);
    expect(detailsRequestButton({ status: 'failed' }).requests).toBe(true);
  });

  it('shows the request date of every record with a request, failed and processing ones too', () => {
    const statusDate = '2026-01-02T00:00:00.000Z';
    expect(table((status) => requestedOn({ status, statusDate }))).toEqual({
      pending: null,
      needed: null,
      processing: statusDate,
      initiated: statusDate,
      failed: statusDate,
      reclaimed: statusDate,
    });
  });

  it("offers 'This is a person' only before any request", () => {
    expect(STATUSES.filter((status) => canMarkPerson({ status }))).toEqual(['pending', 'needed']);
  });
});
