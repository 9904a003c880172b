import type { ReactNode } from 'react';

/** A toast's text with an Undo button after it; the toast closes as the change is taken back. */
export function undoToast(
  text: string,
  onUndo: () => void,
): (props: { closeToast: () => void }) => ReactNode {
  return function UndoToast({ closeToast }) {
    return (
      <div className="flex items-center gap-3">
        <span>{text}</span>
        <button
          type="button"
          className="ml-auto rounded-md px-2 py-1 text-sm font-semibold text-brand-800 underline underline-offset-4 hover:bg-brand-50"
          onClick={() => {
            onUndo();
            closeToast();
          }}
        >
          Undo
        </button>
      </div>
    );
  };
}
