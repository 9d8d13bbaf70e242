import { LinkButton } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { homePageMessages as t } from '../messages.ts';

/**
 * The video banner. There is no local video file, so a slowly turning gradient stands in for the
 * moving picture (still for people who ask for reduced motion); no remote asset is loaded.
 */
export function VideoBanner() {
  return (
    <section
      aria-labelledby="banner-heading"
      className="surface-dark relative isolate overflow-hidden rounded-3xl bg-ink px-6 py-16 text-white sm:px-12 sm:py-24"
    >
      <div
        aria-hidden
        className="absolute top-1/2 left-1/2 -z-10 aspect-square w-[160%] -translate-x-1/2 -translate-y-1/2 rounded-full bg-[conic-gradient(from_0deg,#c2410c,#0f766e,#1e293b,#ea580c,#c2410c)] opacity-70 blur-3xl motion-safe:animate-spin motion-safe:[animation-duration:24s]"
      />
      <div aria-hidden className="absolute inset-0 -z-10 bg-ink/55" />
      <p className="text-sm font-semibold uppercase tracking-widest text-sand">{t.bannerEyebrow}</p>
      <h2 id="banner-heading" className="mt-3 max-w-2xl text-3xl text-white sm:text-4xl">
        {t.bannerTitle}
      </h2>
      <p className="mt-4 max-w-xl text-lg text-stone-100">{t.bannerText}</p>
      <LinkButton to={paths.shop()} variant="inverse" size="lg" className="mt-8">
        {t.bannerAction}
      </LinkButton>
    </section>
  );
}
