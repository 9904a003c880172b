import type { ReactNode } from 'react';

type Tone = 'error' | 'success' | 'info';

/** What a form says after its latest action: an error, or that it worked. */
export interface FormMessage {
  tone: 'error' | 'success';
  text: string;
}

const TONES: Record<Tone, string> = {
  error: 'border-red-300 bg-red-50 text-red-800',
  success: 'border-brand-300 bg-brand-50 text-brand-900',
  info: 'border-slate-300 bg-slate-50 text-slate-800',
};

/** A boxed message; errors are announced to screen readers as they appear. */
export function Alert({ tone = 'info', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-4 py-3 text-sm ${TONES[tone]}`}
    >
      {children}
    </div>
  );
}
