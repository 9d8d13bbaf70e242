import ArrowRight from 'lucide-react/icons/arrow-right';
import { LinkButton } from '../../../components/ui/button.tsx';
import { pageTitles } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import type { Prefetch } from '../../../lib/prefetch.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { newestPostQueries } from '../api/newest-posts.ts';
import { ClosingCta } from '../components/closing-cta.tsx';
import { NewestArticles } from '../components/newest-articles.tsx';
import { ThemeCarousel } from '../components/theme-carousel.tsx';
import { VideoBanner } from '../components/video-banner.tsx';
import { homeMessages } from '../messages.ts';

/** The newest articles, in the page's HTML from the start. */
export const prefetch: Prefetch = (queryClient) => queryClient.prefetchQuery(newestPostQueries.all());

/** Hero, theme carousel, video banner, newest articles and a closing call to action (spec 2). */
export default function HomePage() {
  useDocumentTitle(pageTitles.home);
  return (
    <div className="space-y-16">
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
            <LinkButton to={paths.blog()} size="lg">
              {homeMessages.toBlog}
              <ArrowRight size={18} aria-hidden />
            </LinkButton>
            <LinkButton to={paths.shop()} variant="inverse" size="lg">
              {homeMessages.toShop}
            </LinkButton>
          </div>
        </div>
      </section>
      <ThemeCarousel />
      <VideoBanner />
      <NewestArticles />
      <ClosingCta />
    </div>
  );
}
