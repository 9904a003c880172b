import { useId, useState } from 'react';

const RATINGS = [1, 2, 3, 4, 5] as const;

interface StarRatingProps {
  name: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  onBlur?: () => void;
  error?: string | undefined;
}

/** A 1–5 rating as a group of native radio buttons drawn as stars; arrow keys move between them. */
export function StarRating({ name, value, onChange, onBlur, error }: StarRatingProps) {
  const [hovered, setHovered] = useState<number>();
  const errorId = useId();
  const shown = hovered ?? value ?? 0;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-ink">
        How would you rate Reclaim? <span className="font-normal text-slate-600">(optional)</span>
      </legend>
      <div className="mt-2 flex flex-wrap items-center gap-1">
        <div className="flex" onMouseLeave={() => setHovered(undefined)}>
          {RATINGS.map((rating) => (
            <label
              key={rating}
              className="relative rounded-md p-1 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-brand-600"
              onMouseEnter={() => setHovered(rating)}
            >
              <input
                type="radio"
                name={name}
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
                onBlur={onBlur}
                className="absolute inset-0 z-10 m-0 h-full w-full cursor-pointer appearance-none opacity-0"
              />
              <StarShape isFilled={rating <= shown} />
              <span className="sr-only">
                {rating} {rating === 1 ? 'star' : 'stars'}
              </span>
            </label>
          ))}
        </div>
        {value !== undefined && (
          <>
            <span aria-hidden="true" className="ml-2 text-sm text-slate-700">
              {value} out of 5
            </span>
            <button
              type="button"
              className="ml-2 rounded px-2 py-1 text-sm font-medium text-brand-700 underline hover:text-brand-900"
              onClick={() => onChange(undefined)}
            >
              Clear rating
            </button>
          </>
        )}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function StarShape({ isFilled }: { isFilled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`h-8 w-8 transition-colors ${isFilled ? 'fill-accent-500 text-amber-700' : 'fill-transparent text-slate-500'}`}
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinejoin="round"
    >
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}
