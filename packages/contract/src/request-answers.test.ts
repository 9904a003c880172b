import { describe, expect, it } from 'vitest';
import { answerLabel, companyAnswerSchema, outcomeLabel } from './request-answers';

describe('companyAnswerSchema', () => {
  it('asks what an identity demand asked for', () => {
    const result = companyAnswerSchema.safeParse({ kind: 'identity', asked: '  ' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['asked'],
      message: 'Say what they asked for.',
    });
  });

  it('takes a form link only over https', () => {
    expect(
      companyAnswerSchema.safeParse({ kind: 'web-form', url: 'javascript:alert(1)' }).success,
    ).toBe(false);
    expect(
      companyAnswerSchema.safeParse({ kind: 'web-form', url: 'http://example.com/' }).success,
    ).toBe(false);
    expect(
      companyAnswerSchema.safeParse({ kind: 'web-form', url: 'https://example.com/f' }).success,
    ).toBe(true);
  });

  it('takes each answer in its shape', () => {
    for (const answer of [
      { kind: 'done' },
      { kind: 'no-data' },
      { kind: 'identity', asked: 'Date of birth' },
      { kind: 'web-form' },
      { kind: 'extension', until: '2026-03-01' },
      { kind: 'refused', reason: 'other' },
      { kind: 'other', note: 'A survey' },
    ]) {
      expect(companyAnswerSchema.parse(answer)).toEqual(answer);
    }
  });

  it('takes a day, a known refusal and nothing else', () => {
    expect(companyAnswerSchema.safeParse({ kind: 'extension', until: '2026-02-30' }).success).toBe(
      false,
    );
    expect(companyAnswerSchema.safeParse({ kind: 'refused', reason: 'no_match' }).success).toBe(
      false,
    );
    expect(companyAnswerSchema.safeParse({ kind: 'done', extra: 1 }).success).toBe(false);
    expect(companyAnswerSchema.safeParse({ kind: 'other', note: 'x'.repeat(301) }).success).toBe(
      false,
    );
  });
});

describe('the words a card shows', () => {
  it('says in a few words where each state leaves the request', () => {
    expect(outcomeLabel({ outcome: 'denied', reason: 'no_match' })).toBe('No data held');
    expect(outcomeLabel({ outcome: 'denied', reason: 'claim_not_covered' })).toBe('Refused');
    expect(outcomeLabel({ outcome: 'in_progress', reason: 'need_user_verification' })).toBe(
      'Identification asked',
    );
    expect(outcomeLabel({ outcome: 'in_progress', reason: 'extended' })).toBe('More time taken');
    expect(outcomeLabel({ outcome: 'in_progress', reason: null })).toBe('Answered');
    expect(outcomeLabel({ outcome: 'fulfilled', reason: null })).toBe('Done');
  });

  it('names "done" for what the request asked, and the other answers alike for all', () => {
    expect(answerLabel('done', 'access')).toBe('Data received');
    expect(answerLabel('done', 'erasure')).toBe('Data erased');
    expect(answerLabel('done', 'objection')).toBe('Opted out');
    expect(answerLabel('no-data', 'access')).toBe('They hold no data about me');
  });
});
