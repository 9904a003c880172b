/** The intro flow's progress: one dot per slide, the current one marked for assistive technology. */
export function ProgressDots({ count, current }: { count: number; current: number }) {
  return (
    <ol aria-label="Progress" className="flex items-center justify-center gap-2">
      {Array.from({ length: count }, (_, index) => {
        const isCurrent = index === current;
        return (
          <li
            key={index}
            aria-current={isCurrent ? 'step' : undefined}
            className={`h-2.5 rounded-full transition-all ${isCurrent ? 'w-8 bg-brand-700' : index < current ? 'w-2.5 bg-brand-500' : 'w-2.5 bg-slate-300'}`}
          >
            <span className="sr-only">
              Step {index + 1} of {count}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
