import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
type Size = 'sm' | 'md' | 'lg';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/50',
  secondary:
    'border border-brand-700 text-brand-700 bg-white hover:bg-brand-50 disabled:opacity-50',
  ghost: 'text-brand-700 hover:bg-brand-50 disabled:opacity-50',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-700/50',
};

const SIZES: Record<Size, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-7 text-base',
};

/** Class names of a button, for links and buttons that must look alike. */
export function buttonClassName(variant: Variant = 'primary', size: Size = 'md', extra = '') {
  return `inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed ${VARIANTS[variant]} ${SIZES[size]} ${extra}`;
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
  /**
   * A double-click acts once: the second click of it is ignored (a click's `detail` counts the
   * clicks in a row). For actions that must not run twice, whose button is disabled only once
   * the action's state has re-rendered it, after the second click may already have landed.
   */
  actsOnce?: boolean;
}

export function Button({
  variant,
  size,
  className = '',
  type = 'button',
  actsOnce = false,
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName(variant, size, className)}
      onClick={(event) => {
        if (actsOnce && event.detail > 1) return;
        onClick?.(event);
      }}
      {...props}
    />
  );
}

interface ButtonLinkProps extends LinkProps {
  variant?: Variant;
  size?: Size;
}

export function ButtonLink({ variant, size, className = '', ...props }: ButtonLinkProps) {
  return <Link className={buttonClassName(variant, size, className)} {...props} />;
}

/** A full-width form submit button that reads 'Please wait..' and is disabled while submitting. */
export function SubmitButton({ isSubmitting, label }: { isSubmitting: boolean; label: string }) {
  return (
    <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className="w-full">
      {isSubmitting ? 'Please wait..' : label}
    </Button>
  );
}
