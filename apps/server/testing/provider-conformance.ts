import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { descriptorOf } from '../src/mailbox-providers/registry';
import {
  needs,
  type ConformanceContext,
  type ConformanceKit,
  type ConformanceStand,
} from './conformance-kit';
import { describeConnectChecks } from './conformance-connect-checks';
import { describeGrantChecks } from './conformance-grant-checks';
import { describeResponseChecks } from './conformance-response-checks';
import { describeScanChecks } from './conformance-scan-checks';
import { describeSendChecks } from './conformance-send-checks';

export type { ConformanceKit } from './conformance-kit';

/**
 * Declares the checks every mailbox provider must pass against its stand-in: connecting (its login
 * form's field errors, a good and a wrong login, or a grant at once), scanning to the
 * ground truth and rescanning, sending exactly once across a crash, finding replies and bounces,
 * and what happens to expired, refused and revoked grants. Each check runs where the
 * descriptor's capabilities (or its connect style) say it applies, and is skipped saying why
 * elsewhere. Adding a provider is one test file that calls this with its kit.
 */
export function describeProviderConformance(kit: ConformanceKit) {
  describe.skipIf(kit.unavailable !== undefined)(`${kit.descriptor.name}: conformance`, () => {
    let running: ConformanceStand | undefined;
    beforeAll(async () => {
      running = await kit.start();
    });
    afterAll(() => running?.close());
    const context: ConformanceContext = {
      descriptor: kit.descriptor,
      stand: () => needs(running, 'a running stand', 'start() did not finish'),
    };

    it('is the provider its descriptor describes', () => {
      const { provider } = context.stand();
      expect(provider.id).toBe(kit.descriptor.id);
      // The send job reads the registered descriptor: the kit must test that one.
      expect(descriptorOf(provider.id)).toBe(kit.descriptor);
      expect(provider.findResponses !== undefined).toBe(kit.descriptor.capabilities.syncReplies);
    });

    describeConnectChecks(context);
    describeScanChecks(context);
    describeSendChecks(context);
    describeResponseChecks(context);
    describeGrantChecks(context);
  });
}
