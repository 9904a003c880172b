import { Dialog as RadixDialog } from 'radix-ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from './close-icon';

interface DialogProps {
  isOpen: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  title: string;
  /** Shown under the title; also the dialog's accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

const SIZES = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-2xl' } as const;

/** A modal dialog (Radix): focus trapped, Escape closes, labelled by its title. */
export function Dialog({
  isOpen,
  onOpenChange,
  title,
  description,
  children,
  size = 'md',
}: DialogProps) {
  // What had the focus before the dialog opened, by element and by label: a list that draws its
  // rows again when the dialog opens replaces the button that opened it.
  const opener = useRef<{ element: Element; label: string | null } | null>(null);
  useEffect(() => {
    if (isOpen) return;
    const remember = (event: FocusEvent) => {
      if (!(event.target instanceof Element)) return;
      opener.current = { element: event.target, label: event.target.getAttribute('aria-label') };
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, [isOpen]);
  return (
    <RadixDialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <RadixDialog.Content
          onCloseAutoFocus={(event) => {
            const { element, label } = opener.current ?? { element: null, label: null };
            if (!element) return;
            const target = element.isConnected
              ? element
              : label && document.querySelector(`[aria-label="${CSS.escape(label)}"]`);
            if (!(target instanceof HTMLElement)) return;
            event.preventDefault();
            target.focus();
          }}
          className={`fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl ${SIZES[size]}`}
        >
          <RadixDialog.Title className="text-xl font-bold text-ink">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-2 text-sm text-slate-700">
              {description}
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          <div className="mt-4">{children}</div>
          {onOpenChange && (
            <RadixDialog.Close
              aria-label="Close"
              className="absolute right-3 top-3 flex h-9 w-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
            >
              <CloseIcon />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
