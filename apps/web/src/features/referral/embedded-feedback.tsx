import type { ReactNode } from 'react';

/** Spec §2 and §9: the refer page's embedded feedback form, 510 px high, scrolling inside. */
export function EmbeddedFeedback({ children }: { children: ReactNode }) {
  return (
    <section
      aria-labelledby="embedded-feedback-heading"
      className="flex h-[510px] flex-col rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <h2
        id="embedded-feedback-heading"
        className="px-6 pt-6 text-xl font-bold text-ink sm:px-8 sm:pt-8 sm:text-2xl"
      >
        Tell us what you think
      </h2>
      {/* Focusable so keyboard users can scroll the form when it is taller than the frame. */}
      <div
        tabIndex={0}
        role="region"
        aria-label="Feedback form"
        className="mt-4 min-h-0 flex-1 overflow-y-auto px-6 pb-6 sm:px-8 sm:pb-8"
      >
        {children}
      </div>
    </section>
  );
}
