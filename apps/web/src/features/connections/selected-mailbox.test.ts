import { describe, expect, it } from 'vitest';
import {
  effectiveMailbox,
  selectionAfterConnect,
  selectionAfterDisconnect,
} from './selected-mailbox';

const GOOGLE = 'ada@gmail.com';
const MICROSOFT = 'ada@outlook.com';
const DEMO = 'demo@reclaim.example';

describe('selectionAfterDisconnect', () => {
  it('falls back to the other mailbox when the selected one of two is disconnected', () => {
    expect(selectionAfterDisconnect(GOOGLE, [GOOGLE, MICROSOFT], GOOGLE)).toBe(MICROSOFT);
  });

  it('clears the selection when the only mailbox is disconnected', () => {
    expect(selectionAfterDisconnect(GOOGLE, [GOOGLE], GOOGLE)).toBeNull();
  });

  it('keeps the selection when another mailbox is disconnected', () => {
    expect(selectionAfterDisconnect(GOOGLE, [GOOGLE, MICROSOFT], MICROSOFT)).toBe(GOOGLE);
  });

  it('keeps no selection when there was none', () => {
    expect(selectionAfterDisconnect(null, [GOOGLE, MICROSOFT], GOOGLE)).toBeNull();
  });

  it('hands the selection to the first mailbox left when three were connected', () => {
    expect(selectionAfterDisconnect(MICROSOFT, [GOOGLE, MICROSOFT, DEMO], MICROSOFT)).toBe(GOOGLE);
  });
});

describe('selectionAfterConnect', () => {
  it('selects the very first mailbox', () => {
    expect(selectionAfterConnect(null, [DEMO], DEMO)).toBe(DEMO);
  });

  it('keeps an existing selection', () => {
    expect(selectionAfterConnect(GOOGLE, [DEMO, GOOGLE], DEMO)).toBe(GOOGLE);
  });

  it('keeps the mailbox shown when nothing was stored, instead of the one just added', () => {
    expect(selectionAfterConnect(null, [GOOGLE, DEMO], DEMO)).toBe(GOOGLE);
  });

  it('keeps the mailbox shown when a kept mailbox listed before it is connected again', () => {
    expect(selectionAfterConnect(null, [MICROSOFT, GOOGLE], MICROSOFT)).toBe(GOOGLE);
  });

  it('keeps the mailbox shown when the stored one is no longer connected', () => {
    expect(selectionAfterConnect(MICROSOFT, [GOOGLE, DEMO], DEMO)).toBe(GOOGLE);
  });

  it('keeps the selected mailbox when it is the one connected again', () => {
    expect(selectionAfterConnect(DEMO, [GOOGLE, DEMO], DEMO)).toBe(DEMO);
  });
});

describe('effectiveMailbox', () => {
  it('shows the selected mailbox while it is connected', () => {
    expect(effectiveMailbox(MICROSOFT, [GOOGLE, MICROSOFT])).toBe(MICROSOFT);
  });

  it('falls back to the first connected mailbox when the selection is gone or missing', () => {
    expect(effectiveMailbox(DEMO, [GOOGLE, MICROSOFT])).toBe(GOOGLE);
    expect(effectiveMailbox(null, [MICROSOFT])).toBe(MICROSOFT);
    expect(effectiveMailbox(GOOGLE, [])).toBeNull();
  });
});
