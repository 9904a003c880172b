import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  INCOMPLETE_RETURN_TEXT,
  readCallbackStep,
  TIMED_OUT_TEXT,
  UNKNOWN_PROVIDER_TEXT,
  type CallbackFacts,
} from './callback-outcome';

const NO_PARAMS = { error: null, errorDescription: null, code: null, state: null };

/** A signed-in visitor back from Google with a code and state, everything fetched in time. */
function facts(overrides: Partial<CallbackFacts> = {}): CallbackFacts {
  return {
    params: { ...NO_PARAMS, code: 'the-code', state: 'the-state' },
    providerId: 'gmail',
    isLoading: false,
    loadFailure: null,
    isSignedIn: true,
    finishFailure: null,
    hasTimedOut: false,
    ...overrides,
  };
}

const refusal = new ApiError(400, {
  statusCode: 400,
  code: 'invalid_input',
  message: 'Unknown state',
  fields: [],
  data: { reasonCode: 'InvalidState' },
} as ConstructorParameters<typeof ApiError>[1]);

describe('readCallbackStep', () => {
  it('finishes a signed-in return that has a provider, a code and a state', () => {
    expect(readCallbackStep(facts())).toEqual({
      kind: 'finish',
      code: 'the-code',
      state: 'the-state',
      providerId: 'gmail',
    });
  });

  it('waits while the providers or the session are fetched, and fails once the deadline passed', () => {
    expect(readCallbackStep(facts({ isLoading: true }))).toEqual({ kind: 'wait' });
    expect(readCallbackStep(facts({ isLoading: true, hasTimedOut: true }))).toEqual({
      kind: 'failed',
      reason: TIMED_OUT_TEXT,
    });
  });

  it('fails when the server has not answered the code by the deadline', () => {
    expect(readCallbackStep(facts({ hasTimedOut: true }))).toEqual({
      kind: 'failed',
      reason: TIMED_OUT_TEXT,
    });
  });

  it("shows the provider's error with its description, signed in or not", () => {
    const params = { ...NO_PARAMS, error: 'access_denied', errorDescription: 'Declined.' };
    for (const isSignedIn of [true, false]) {
      expect(readCallbackStep(facts({ params, isSignedIn }))).toEqual({
        kind: 'failed',
        reason: 'Declined.',
      });
    }
    const withoutDescription = { ...NO_PARAMS, error: 'access_denied' };
    expect(readCallbackStep(facts({ params: withoutDescription }))).toEqual({
      kind: 'failed',
      reason: null,
    });
  });

  it('fails without a code or without a state, signed in or not', () => {
    for (const isSignedIn of [true, false]) {
      for (const params of [
        NO_PARAMS,
        { ...NO_PARAMS, code: 'the-code' },
        { ...NO_PARAMS, state: 'the-state' },
      ]) {
        expect(readCallbackStep(facts({ params, isSignedIn }))).toEqual({
          kind: 'failed',
          reason: INCOMPLETE_RETURN_TEXT,
        });
      }
    }
  });

  it('fails for a callback of no provider Reclaim connects, even with a code', () => {
    for (const isSignedIn of [true, false]) {
      expect(readCallbackStep(facts({ providerId: undefined, isSignedIn }))).toEqual({
        kind: 'failed',
        reason: UNKNOWN_PROVIDER_TEXT,
      });
    }
  });

  it('asks a signed-out visitor with a usable code to log in, and never times that out', () => {
    expect(readCallbackStep(facts({ isSignedIn: false }))).toEqual({ kind: 'log-in' });
    expect(readCallbackStep(facts({ isSignedIn: false, hasTimedOut: true }))).toEqual({
      kind: 'log-in',
    });
  });

  it("words a server refusal as spec §7 does, with the server's reason code", () => {
    expect(readCallbackStep(facts({ finishFailure: { reason: refusal } }))).toEqual({
      kind: 'failed',
      reason: 'InvalidState, Please try again.',
    });
  });

  it('fails on a network failure of the code, the providers or the session', () => {
    const offline = new TypeError('Failed to fetch');
    const expected = {
      kind: 'failed',
      reason: 'The mailbox could not be connected, Please try again.',
    };
    expect(readCallbackStep(facts({ finishFailure: { reason: offline } }))).toEqual(expected);
    expect(readCallbackStep(facts({ loadFailure: offline }))).toEqual(expected);
    expect(readCallbackStep(facts({ loadFailure: offline, isSignedIn: false }))).toEqual(expected);
  });

  it('keeps a failure once the server refused, even when the deadline passes later', () => {
    const step = readCallbackStep(facts({ finishFailure: { reason: refusal }, hasTimedOut: true }));
    expect(step).toEqual({ kind: 'failed', reason: 'InvalidState, Please try again.' });
  });
});
