import { z } from 'zod';
import type { Feedback } from '@reclaim/contract';

/** A field the server rejected, as named in its 400 answer. */
export interface RejectedField {
  path: string;
  message: string;
}

/** What became of a feedback submission, one case per answer the form reacts to. */
export type FeedbackResult =
  | { status: 'sent' }
  | { status: 'invalid'; message: string; fields: RejectedField[] }
  | { status: 'rate-limited' }
  | { status: 'failed' };

const rejectionSchema = z.object({
  message: z.string().optional(),
  fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** Sends feedback to `POST /api/feedback`; never throws, so the form can show every outcome. */
export async function submitFeedback(feedback: Feedback): Promise<FeedbackResult> {
  let response: Response;
  try {
    response = await fetch('/api/feedback', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        message: feedback.message,
        rating: feedback.rating,
        email: feedback.email ? feedback.email : undefined,
      }),
    });
  } catch {
    return { status: 'failed' };
  }
  if (response.status === 201) return { status: 'sent' };
  if (response.status === 429) return { status: 'rate-limited' };
  if (response.status === 400) {
    const body = rejectionSchema.safeParse(await response.json().catch(() => null));
    return {
      status: 'invalid',
      message: body.data?.message ?? '',
      fields: body.data?.fields ?? [],
    };
  }
  return { status: 'failed' };
}
