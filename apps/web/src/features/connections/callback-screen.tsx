import type { ReactNode } from 'react';

/** The frame of the OAuth callback screen (spec §2): one message in the middle. */
export function CallbackScreen({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-[calc(100vh-4rem)] items-center justify-center px-4 py-10">
      <div className="w-full max-w-lg text-center">{children}</div>
    </div>
  );
}

/** Spec §2, product copy: shown while the callback is handled. */
export function WaitMessage() {
  return (
    <p role="status" className="text-lg font-medium text-slate-700">
      Please wait while processing...
    </p>
  );
}
