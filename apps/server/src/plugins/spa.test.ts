import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { testDatabases } from '@reclaim/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const [pglite] = testDatabases();

describe('serving the web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'reclaim-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'landing.html'), '<!doctype html><div id="root"><h1>Take</h1></div>');
    writeFileSync(
      join(dist, 'dashboard.html'),
      '<!doctype html><div id="root"><h1>Dashboard</h1></div>',
    );
    writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'app-1234.js.br'), brotliCompressSync('console.log(1)'));
    t = await createTestApp(pglite!, { env: { WEB_DIST_DIR: dist } });
  });
  afterAll(() => t.close());

  it('answers a deep link with index.html, never cached', async () => {
    const response = await t.app.inject({ url: '/confirm-signup' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers / with the pre-rendered landing page, and only /', async () => {
    for (const url of ['/', '/?ref=abc']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"><h1>Take</h1></div>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await t.app.inject({ url: '/login' })).body).toContain('<div id="root"></div>');
  });

  it('answers both dashboard paths with the dashboard frame, query strings and all', async () => {
    for (const url of ['/dashboard', '/newdashboard', '/dashboard?tab=1']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"><h1>Dashboard</h1></div>');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    for (const url of ['/dashboard/x', '/my-data', '/Dashboard']) {
      expect((await t.app.inject({ url })).body, url).toContain('<div id="root"></div>');
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject({ url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the Brotli copy of an asset to a browser that accepts it, and the file to others', async () => {
    const brotli = await t.app.inject({
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotli.rawPayload).toEqual(brotliCompressSync('console.log(1)'));
    const plain = await t.app.inject({ url: '/assets/app-1234.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await t.app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lists the local outbox outside production', async () => {
    const html = await t.app.inject({ url: '/dev/outbox' });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('<h1>Outbox</h1>');
    const json = await t.app.inject({
      url: '/dev/outbox',
      headers: { accept: 'application/json' },
    });
    expect(json.json()).toEqual({ messages: [] });
  });
});
