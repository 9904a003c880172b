import { describe, expect, it } from 'vitest';
import {
  LOGIN_TYPE_KEY,
  OAUTH_FAIL_KEY,
  clearSendPermissionMarker,
  clearSendPermissionSignals,
  hasSendPermissionFailed,
  isSendPermissionPending,
  markSendPermissionPending,
  reportSendPermissionFailure,
} from './send-permission-signals';
import { memoryStorage } from './testing/memory-storage';

describe('send permission signals', () => {
  it('marks the callback as one for sending with the spec’s loginType dsr', () => {
    const storage = memoryStorage();

    markSendPermissionPending(storage);

    expect(storage.getItem(LOGIN_TYPE_KEY)).toBe('dsr');
    expect(isSendPermissionPending(storage)).toBe(true);
  });

  it('takes any other loginType for a connection', () => {
    const storage = memoryStorage();
    storage.setItem(LOGIN_TYPE_KEY, 'connect');

    expect(isSendPermissionPending(storage)).toBe(false);
  });

  it('forgets a failure of an earlier attempt when asking again', () => {
    const storage = memoryStorage();
    reportSendPermissionFailure(storage);

    markSendPermissionPending(storage);

    expect(hasSendPermissionFailed(storage)).toBe(false);
  });

  it('lets the callback report a failure through oauthFail, keeping it apart from the marker', () => {
    const storage = memoryStorage();
    markSendPermissionPending(storage);

    clearSendPermissionMarker(storage);
    reportSendPermissionFailure(storage);

    expect(isSendPermissionPending(storage)).toBe(false);
    expect(storage.getItem(OAUTH_FAIL_KEY)).not.toBeNull();
    expect(hasSendPermissionFailed(storage)).toBe(true);
  });

  it('leaves neither key behind once the asking page stops', () => {
    const storage = memoryStorage();
    storage.setItem('selected_account', 'ada@gmail.example');
    markSendPermissionPending(storage);
    reportSendPermissionFailure(storage);

    clearSendPermissionSignals(storage);

    expect(storage.keys()).toEqual(['selected_account']);
  });
});
