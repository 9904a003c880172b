import type { DomainRecord } from '@reclaim/contract';
import { describe, expect, it } from 'vitest';
import { domainRecord } from '../domains/testing/domain-record';
import { previewLocation, readPreviewState } from './preview-location';

function record(id: string, domainName: string): DomainRecord {
  return domainRecord(domainName, {
    id,
    firstEmailDate: '2010-01-01T00:00:00.000Z',
    dsrRecommendation: 1,
  });
}

const SPOTIFY = record('r-1', 'spotify.com');
const NETFLIX = record('r-2', 'netflix.com');

describe('the preview routes', () => {
  it('open one company at /request-deletion?id= and a selection at /request-deletion-multiple', () => {
    expect(previewLocation([SPOTIFY], '/alldomains', false)).toEqual({
      to: '/request-deletion?id=r-1',
      state: { records: [SPOTIFY], returnTo: '/alldomains' },
    });
    expect(previewLocation([SPOTIFY, NETFLIX], '/my-data', true).to).toBe(
      '/request-deletion-multiple',
    );
    expect(previewLocation([SPOTIFY], '/somewhere', true).state.returnTo).toBe('/my-data');
  });

  it('read back the state they were handed, for the record the URL names', () => {
    const single = previewLocation([SPOTIFY], '/my-data', false).state;
    expect(readPreviewState(single, { kind: 'single', id: 'r-1' })).toEqual(single);
    expect(readPreviewState(single, { kind: 'single', id: 'r-2' })).toBeNull();

    const multiple = previewLocation([SPOTIFY, NETFLIX], '/my-data', true).state;
    expect(readPreviewState(multiple, { kind: 'multiple' })).toEqual(multiple);
    expect(readPreviewState(multiple, { kind: 'single', id: 'r-1' })).toBeNull();
  });

  it('have nothing to show for a deep link, or for state that is not theirs', () => {
    expect(readPreviewState(null, { kind: 'multiple' })).toBeNull();
    expect(
      readPreviewState({ records: [], returnTo: '/my-data' }, { kind: 'multiple' }),
    ).toBeNull();
    expect(
      readPreviewState(
        { records: [SPOTIFY], returnTo: 'https://evil.example' },
        {
          kind: 'multiple',
        },
      ),
    ).toBeNull();
    const tooMany = Array.from({ length: 26 }, (_, i) => record(`r-${i}`, `site${i}.com`));
    expect(
      readPreviewState({ records: tooMany, returnTo: '/my-data' }, { kind: 'multiple' }),
    ).toBeNull();
  });
});
