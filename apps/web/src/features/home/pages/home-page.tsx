import { ArrowRight, BookOpen, Package, Users } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { homeMessages, pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

const pointIcons = [Package, BookOpen, Users] as const;

/** Hero with a call to the blog and the shop; the full home page (carousel, newest articles) comes later. */
export default function HomePage() {
  useDocumentTitle(pageTitles.home);
  return (
    <div className="space-y-12">
      <section className="surface-dark relative overflow-hidden rounded-3xl bg-ink px-6 py-14 text-white sm:px-12 sm:py-20">
        <div
          aria-hidden
          className="pointer-events-none absolute -right-24 -top-24 size-80 rounded-full bg-accent-600/30 blur-3xl"
        />
        <div
          aria-hidden
          className="pointer-events-none absolute -bottom-32 right-32 size-72 rounded-full bg-teal-brand/40 blur-3xl"
        />
        <div className="relative">
          <p className="text-sm font-semibold uppercase tracking-widest text-sand">{homeMessages.eyebrow}</p>
          <h1 className="mt-3 max-w-3xl text-4xl leading-tight text-white sm:text-5xl">
            {homeMessages.title}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-stone-200">{homeMessages.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={paths.blog()} className={buttonClass('primary', '', 'lg')}>
              {homeMessages.toBlog}
              <ArrowRight size={18} aria-hidden />
            </Link>
            <Link to={paths.shop()} className={buttonClass('inverse', '', 'lg')}>
              {homeMessages.toShop}
            </Link>
          </div>
        </div>
      </section>
      <ul className="grid gap-6 sm:grid-cols-3">
        {homeMessages.points.map((point, index) => {
          const Icon = pointIcons[index] ?? Package;
          return (
            <li key={point.title} className="rounded-2xl bg-white p-6 ring-1 ring-stone-200">
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-sand text-accent-700">
                <Icon size={20} aria-hidden />
              </span>
              <h2 className="mt-4 text-lg">{point.title}</h2>
              <p className="mt-2 text-stone-700">{point.text}</p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
