import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { domainRecord } from '../domains/testing/domain-record';
import { RequestCard } from './request-card';

const noop = () => undefined;

/** The card as the page renders it, as HTML. */
const cardOf = (failureReason: string) =>
  renderToStaticMarkup(
    <RequestCard
      record={{
        ...domainRecord('shop.example', { status: 'failed', failureReason }),
        requestType: 'access',
      }}
      isOverdue={false}
      onView={noop}
      onComplete={noop}
      isCompleting={false}
      onRetry={noop}
      isReminding={false}
    />,
  );

describe('a failed request card', () => {
  it('shows the reason as text, never as markup, whatever the bounce said', () => {
    const reason =
      'The request to privacy@shop.example came back undelivered: 5.1.1 <script>alert(1)</script><img src=x onerror="alert(2)">';
    const html = cardOf(reason);

    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('onerror="');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt;');
  });

  it('names what the request asked', () => {
    expect(cardOf('x')).toContain('>Access</p>');
  });
});

describe('a processing request card', () => {
  it('says why it has not gone yet while its send waits to be tried again', () => {
    const note =
      'Not sent yet: your mail service did not take it just now. Reclaim tries again by itself.';
    const html = renderToStaticMarkup(
      <RequestCard
        record={{
          ...domainRecord('shop.example', { status: 'processing', sendingNote: note }),
          requestType: 'erasure',
        }}
        isOverdue={false}
        onView={noop}
        onComplete={noop}
        isCompleting={false}
        isReminding={false}
      />,
    );
    expect(html).toContain(note);
    expect(html).not.toContain('Mark as Complete');
  });
});
