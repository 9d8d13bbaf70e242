import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Spinner } from './loading.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'inverse';
export type ButtonSize = 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent-600 text-white hover:bg-accent-700 disabled:bg-stone-500',
  secondary: 'border border-stone-300 bg-white text-ink hover:bg-stone-100 disabled:text-stone-500',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-stone-500',
  ghost: 'text-ink hover:bg-stone-100 disabled:text-stone-500',
  /** On dark backgrounds. */
  inverse: 'border border-white/40 bg-white/10 text-white hover:bg-white/20',
};

const sizes: Record<ButtonSize, string> = {
  md: 'px-4 py-2 text-sm',
  lg: 'px-5 py-3 text-base',
};

/** The button look, also for links that act as the page's call to action. */
export function buttonClass(variant: ButtonVariant = 'primary', extra = '', size: ButtonSize = 'md') {
  return `inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed ${sizes[size]} ${variants[variant]} ${extra}`;
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({
  variant = 'primary',
  size = 'md',
  className = '',
  type = 'button',
  ...props
}: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className, size)} {...props} />;
}

/**
 * A form's submit button: while `busy` it is disabled and spins, and reads `busyLabel` when given.
 * In a page the server rendered it is disabled until the app has hydrated: before that the form has
 * no handler, and a click or Enter would send the fields to the page's own address (a password in
 * the address bar). A disabled default button stops that implicit submission too.
 */
export function SubmitButton({
  busy,
  busyLabel,
  disabled,
  children,
  ...props
}: Omit<ButtonProps, 'type'> & { busy: boolean; busyLabel?: string }) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" disabled={busy || disabled || !hydrated} {...props}>
      {busy && <Spinner />}
      {busy && busyLabel ? busyLabel : children}
    </Button>
  );
}

/** A link that looks like a button: navigation that is the page's call to action. */
export function LinkButton({
  variant = 'primary',
  size = 'md',
  className = '',
  ...props
}: LinkProps & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <Link className={buttonClass(variant, className, size)} {...props} />;
}
