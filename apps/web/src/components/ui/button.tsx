import type { ButtonHTMLAttributes } from 'react';

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

export function Button({
  variant = 'primary',
  size = 'md',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonClass(variant, className, size)} {...props} />;
}
