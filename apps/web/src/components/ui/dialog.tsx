import { Dialog as RadixDialog } from 'radix-ui';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
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

interface Opener {
  element: Element;
  label: string | null;
}

function describeOpener(target: EventTarget | null): Opener | null {
  if (!(target instanceof Element) || target === document.body) return null;
  return { element: target, label: target.getAttribute('aria-label') };
}

const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Where the focus goes when the dialog closes: back to its opener, or to the element with its
 * label that replaced it. An opener the dialog disabled (sending cleared the selection it acts
 * on) cannot take the focus: the first control after it does, so the person goes on from there
 * instead of from the top of the page.
 */
function focusTargetOnClose(opener: Opener | null): HTMLElement | null {
  if (!opener) return null;
  const { element, label } = opener;
  const target = element.isConnected
    ? element
    : label && document.querySelector(`[aria-label="${CSS.escape(label)}"]`);
  if (!(target instanceof HTMLElement)) return null;
  if (!target.matches(':disabled')) return target;
  const isAfterTarget = (control: HTMLElement) =>
    (target.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  const controls = [...document.querySelectorAll<HTMLElement>(CONTROLS)];
  return (
    controls.find(
      (control) =>
        isAfterTarget(control) && !control.matches(':disabled') && control.checkVisibility(),
    ) ?? null
  );
}

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
  // rows again when the dialog opens replaces the button that opened it. A dialog mounted already
  // open (a login form) saw no focus move before it: what has the focus as it opens opened it. A
  // layout effect reads that before Radix moves the focus into the dialog.
  const opener = useRef<Opener | null>(null);
  useLayoutEffect(() => {
    if (isOpen) {
      opener.current ??= describeOpener(document.activeElement);
      return;
    }
    const remember = (event: FocusEvent) => {
      opener.current = describeOpener(event.target);
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, [isOpen]);
  return (
    <RadixDialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <RadixDialog.Content
          onOpenAutoFocus={(event) => {
            // A dialog may name the control it opens on (`data-autofocus`): its safe way out,
            // before any control that changes something. Else the first that is not a link.
            const preferred = (
              event.currentTarget as HTMLElement | null
            )?.querySelector<HTMLElement>('[data-autofocus]');
            if (!preferred) return;
            event.preventDefault();
            preferred.focus();
          }}
          onCloseAutoFocus={(event) => {
            const target = focusTargetOnClose(opener.current);
            if (!target) return;
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
