import type { DatabaseHandle } from '@reclaim/db';
import { testDatabases } from '@reclaim/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isPublicAddress } from '../../lib/public-address';
import type { LogoFetcher } from './logo-fetcher';
import { createLogoService, detectImageType } from './logo.service';

const ICO = Buffer.from('0000010001001010000001002000', 'hex');

describe('logo checks', () => {
  it.each([
    ['89504e470d0a1a0a0000', 'image/png'],
    ['ffd8ffe000104a464946', 'image/jpeg'],
    ['474946383961', 'image/gif'],
    ['524946460000000057454250', 'image/webp'],
    ['00000100010010100000', 'image/x-icon'],
    ['3c737667', null],
  ])('recognises %s as %s', (hex, type) => {
    expect(detectImageType(Buffer.from(hex, 'hex'))).toBe(type);
  });

  it.each([
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.20.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['::ffff:127.0.0.1', false],
    ['fd00::1', false],
    ['fe80::1', false],
    ['93.184.215.14', true],
    ['2606:2800:21f:cb07:6820:80da:af6b:8b2c', true],
  ])('treats %s as public: %s', (address, isPublic) => {
    expect(isPublicAddress(address)).toBe(isPublic);
  });
});

describe.each(testDatabases())('logo retries on $name', (testDatabase) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(() => database.close());

  it('fetches nothing for an international name, which could show the logo it imitates', async () => {
    const fetchLogo = vi
      .fn<LogoFetcher>()
      .mockResolvedValue({ contentType: 'image/x-icon', bytes: ICO });
    const logos = createLogoService({ db: database.db, fetchLogo });
    expect(await logos.getLogo('xn--pypal-4ve.com')).toBeNull();
    expect(await logos.getLogo('pаypal.com')).toBeNull();
    expect(fetchLogo).not.toHaveBeenCalled();
    expect(await logos.getLogo('paypal.example')).toEqual({
      contentType: 'image/x-icon',
      bytes: ICO,
    });
  });

  it('asks an unreachable site again only after an hour', async () => {
    let clock = new Date('2026-01-01T10:00:00Z');
    const fetchLogo = vi.fn<LogoFetcher>().mockRejectedValue(new Error('offline'));
    const logos = createLogoService({ db: database.db, fetchLogo, now: () => clock });
    expect(await logos.getLogo('retry.com')).toBeNull();
    clock = new Date('2026-01-01T10:59:00Z');
    expect(await logos.getLogo('retry.com')).toBeNull();
    expect(fetchLogo).toHaveBeenCalledTimes(1);

    clock = new Date('2026-01-01T11:01:00Z');
    fetchLogo.mockResolvedValue({ contentType: 'image/x-icon', bytes: ICO });
    expect(await logos.getLogo('retry.com')).toEqual({ contentType: 'image/x-icon', bytes: ICO });
    expect(fetchLogo).toHaveBeenCalledTimes(2);
  });
});
