import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { feedbackSchema, type Feedback } from '@reclaim/contract';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { MessageField } from './message-field';
import { StarRating } from './star-rating';
import { submitFeedback, type FeedbackResult } from './submit-feedback';

type FeedbackInput = z.input<typeof feedbackSchema>;
const FIELD_NAMES = ['email', 'rating', 'message'] as const;

const RATE_LIMITED_TEXT = 'Too many submissions, please try again later.';
const FAILED_TEXT = 'Your feedback could not be sent. Please try again.';

/**
 * The feedback form shared by /feedback, /userFeedback and the refer page, with a thank-you state
 * once sent, or `onSent` instead where the page moves on (the refer page goes to /thankyou).
 */
export function FeedbackForm({ onSent }: { onSent?: () => void } = {}) {
  const [isSent, setIsSent] = useState(false);
  const form = useForm<FeedbackInput, unknown, Feedback>({
    resolver: zodResolver(feedbackSchema),
    defaultValues: { message: '', email: '' },
  });
  const { register, control, handleSubmit, setError, reset, formState } = form;
  const message = useWatch({ control, name: 'message' });
  const { errors, isSubmitting } = formState;

  function showRejection(result: Exclude<FeedbackResult, { status: 'sent' }>) {
    if (result.status === 'rate-limited') return setError('root', { message: RATE_LIMITED_TEXT });
    if (result.status === 'failed') return setError('root', { message: FAILED_TEXT });
    const unmatched: string[] = [];
    for (const field of result.fields) {
      const name = FIELD_NAMES.find((candidate) => field.path.split(/[./]/).at(-1) === candidate);
      if (name) setError(name, { message: field.message }, { shouldFocus: true });
      else unmatched.push(field.message);
    }
    if (unmatched.length > 0 || result.fields.length === 0) {
      setError('root', {
        message: [result.message, ...unmatched].filter(Boolean).join(' ') || FAILED_TEXT,
      });
    }
  }

  async function send(feedback: Feedback) {
    const result = await submitFeedback(feedback);
    if (result.status === 'sent') {
      reset();
      if (onSent) onSent();
      else setIsSent(true);
    } else {
      showRejection(result);
    }
  }

  if (isSent) return <ThankYou onSendMore={() => setIsSent(false)} />;

  return (
    <form
      noValidate
      className="flex flex-col gap-6"
      onSubmit={(event) => void handleSubmit(send)(event)}
    >
      <Controller
        control={control}
        name="rating"
        render={({ field, fieldState }) => (
          <StarRating
            name={field.name}
            value={typeof field.value === 'number' ? field.value : undefined}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <MessageField
        label="Your feedback"
        length={message.length}
        error={errors.message?.message}
        {...register('message')}
      />
      <TextField
        label="E-mail (optional)"
        type="email"
        autoComplete="email"
        hint="Only if you would like us to reply."
        error={errors.email?.message}
        {...register('email')}
      />
      {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
      <div>
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? 'Sending…' : 'Send Feedback'}
        </Button>
      </div>
    </form>
  );
}

function ThankYou({ onSendMore }: { onSendMore: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col items-center gap-4 py-8 text-center">
      <svg aria-hidden="true" viewBox="0 0 48 48" className="h-16 w-16">
        <circle cx="24" cy="24" r="22" fill="#d0eee6" />
        <path
          d="M15 24.5l6 6 12-13"
          fill="none"
          stroke="#0f5d4e"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-ink focus:outline-none">
        Thank you for your feedback!
      </h2>
      <p className="max-w-sm text-slate-700">It helps us make Reclaim better for everyone.</p>
      <Button variant="secondary" onClick={onSendMore}>
        Send more feedback
      </Button>
    </div>
  );
}
