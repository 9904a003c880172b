import { describe, expect, it } from 'vitest';
import { renderDsrReminder } from './dsr-templates';

const values = {
  domain: 'shop.example',
  name: 'Ada <script>',
  email: 'ada@mail.example',
  subject: 'Request to erase my personal data (Article 17 GDPR)',
  sentAt: new Date('2025-01-31T10:00:00Z'),
  dueAt: new Date('2025-02-28T10:00:00Z'),
};

describe('the reminder of an overdue request', () => {
  it.each([
    ['gdpr', 'Article 12(3) GDPR gave you one month'],
    ['uk-gdpr', 'Article 12(3) UK GDPR gave you one month'],
    ['ccpa', 'Cal. Civ. Code § 1798.130 gave you 45 days'],
  ] as const)(
    'under %s cites the day it was sent and the deadline that passed',
    (law, deadline) => {
      const { subject, html } = renderDsrReminder(law, values);

      expect(subject).toBe('Re: Request to erase my personal data (Article 17 GDPR)');
      expect(html).toContain('On Jan 31, 2025 I asked you');
      expect(html.replace(/\s+/g, ' ')).toContain(`${deadline} to `);
      expect(html).toContain('until Feb 28, 2025');
      expect(html).toContain('without further delay');
      expect(html).toContain('Ada &#60;script&#62;<br>ada@mail.example');
      expect(html).not.toContain('<script>');
      expect(html).not.toMatch(/\{\{\w+\}\}/);
    },
  );

  it('does not stack a second Re: on a subject that has one', () => {
    expect(renderDsrReminder('gdpr', { ...values, subject: 'RE: my request' }).subject).toBe(
      'RE: my request',
    );
  });
});
