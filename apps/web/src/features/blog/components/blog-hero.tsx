import type { ReactNode } from 'react';

/** The dark banner on top of the blog list and the category pages; holds the page's h1. */
export function BlogHero({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow: string;
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <section className="surface-dark relative overflow-hidden rounded-3xl bg-ink px-6 py-12 text-white sm:px-12 sm:py-16">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-teal-brand/40 blur-3xl"
      />
      <div className="relative">
        <p className="text-sm font-semibold uppercase tracking-widest text-sand">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-3xl leading-tight text-white sm:text-5xl">{title}</h1>
        {intro && <p className="mt-4 max-w-2xl text-lg text-stone-200">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
