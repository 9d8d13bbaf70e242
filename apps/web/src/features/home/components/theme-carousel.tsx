import { blogCategories, categorySlug } from '@shop/shared/blog-categories';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import {
  canGoNext,
  canGoPrevious,
  clampIndex,
  INITIAL_THEME_INDEX,
  swipeStep,
  THEME_CARD_GAP_PX,
  THEME_CARD_WIDTH_PX,
  trackOffset,
  visibleDotIndexes,
} from '../carousel.ts';
import { homePageMessages as t, themeTeasers } from '../messages.ts';

const themeImage = (title: string) => `/images/themes/${categorySlug(title)}.svg`;
const count = blogCategories.length;

/**
 * The 13 blog themes as cards: arrows, dots, swipe/drag and the keyboard move between them; a
 * side card becomes active on click, the active card opens its category page.
 */
/** How far a pointer may move between press and release and still count as a click. */
const CLICK_SLOP_PX = 5;

export function ThemeCarousel() {
  const navigate = useNavigate();
  const [active, setActive] = useState(INITIAL_THEME_INDEX);
  const dragStartX = useRef<number | null>(null);
  const suppressClick = useRef(false);

  const goTo = (index: number) => setActive(clampIndex(index, count));
  const activeTitle = blogCategories[active] ?? blogCategories[0];

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    dragStartX.current = event.clientX;
    suppressClick.current = false;
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (dragStartX.current === null) return;
    const distance = event.clientX - dragStartX.current;
    dragStartX.current = null;
    // Any drag, even one too short to change the theme, is not a click on the card under it.
    if (Math.abs(distance) > CLICK_SLOP_PX) suppressClick.current = true;
    const step = swipeStep(distance);
    if (step !== 0) goTo(active + step);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      goTo(active - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      goTo(active + 1);
    } else if (event.key === 'Enter' && event.target === event.currentTarget) {
      navigate(paths.blogCategory(activeTitle));
    }
  };

  return (
    <section aria-labelledby="themes-heading" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="themes-heading" className="text-2xl sm:text-3xl">
            {t.themesHeading}
          </h2>
          <p className="mt-2 max-w-2xl text-stone-700">{t.themesIntro}</p>
        </div>
        <div className="flex gap-2">
          <button
            type="button"
            aria-label={t.previousTheme}
            disabled={!canGoPrevious(active)}
            onClick={() => goTo(active - 1)}
            className="inline-flex size-11 items-center justify-center rounded-full border border-stone-300 bg-white text-ink hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40"
          >
            <ChevronLeft aria-hidden size={22} />
          </button>
          <button
            type="button"
            aria-label={t.nextTheme}
            disabled={!canGoNext(active, count)}
            onClick={() => goTo(active + 1)}
            className="inline-flex size-11 items-center justify-center rounded-full border border-stone-300 bg-white text-ink hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40"
          >
            <ChevronRight aria-hidden size={22} />
          </button>
        </div>
      </div>

      <section
        aria-roledescription="carousel"
        aria-label={t.carouselLabel}
        aria-describedby="themes-keyboard-hint"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the carousel takes the arrow keys while focused
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          dragStartX.current = null;
        }}
        onClickCapture={(event) => {
          if (suppressClick.current) {
            event.preventDefault();
            event.stopPropagation();
            suppressClick.current = false;
          }
        }}
        className="relative touch-pan-y select-none overflow-hidden rounded-3xl bg-stone-100 py-8"
      >
        <p id="themes-keyboard-hint" className="sr-only">
          {t.keyboardHint}
        </p>
        <p className="sr-only" aria-live="polite">
          {`${t.themePosition(active, count)}: ${activeTitle}`}
        </p>
        <ul
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{
            gap: THEME_CARD_GAP_PX,
            transform: `translateX(calc(50% + ${trackOffset(active)}px))`,
          }}
        >
          {blogCategories.map((title, index) => (
            <li
              key={title}
              aria-roledescription="slide"
              aria-label={t.themePosition(index, count)}
              aria-current={index === active ? 'true' : undefined}
              className={`shrink-0 transition-[opacity,transform] duration-500 motion-reduce:transition-none ${
                // Side cards are smaller with a faded picture; their text keeps its full contrast.
                index === active ? 'scale-100' : 'scale-90 [&_img]:opacity-60'
              }`}
              style={{ width: THEME_CARD_WIDTH_PX }}
            >
              {index === active ? (
                <Link
                  to={paths.blogCategory(title)}
                  draggable={false}
                  className="block overflow-hidden rounded-2xl bg-white shadow-lg ring-2 ring-accent-600"
                >
                  <ThemeCardBody title={title} />
                  <span className="block px-5 pb-5 text-sm font-semibold text-accent-700">
                    {t.openTheme} →
                  </span>
                </Link>
              ) : (
                <button
                  type="button"
                  tabIndex={-1}
                  onClick={() => goTo(index)}
                  className="block w-full overflow-hidden rounded-2xl bg-white text-left shadow ring-1 ring-stone-200"
                >
                  {/* Named by what it shows, so the name a speech user says is the one it has. */}
                  <span className="sr-only">{t.showTheme}</span>
                  <ThemeCardBody title={title} />
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>

      <fieldset className="flex items-center justify-center gap-2">
        <legend className="sr-only">{t.dotsLabel}</legend>
        {visibleDotIndexes(active, count).map((index) => {
          const title = blogCategories[index] ?? '';
          const current = index === active;
          return (
            <button
              key={title}
              type="button"
              aria-label={t.goToTheme(title)}
              aria-current={current ? 'true' : undefined}
              onClick={() => goTo(index)}
              className="flex size-6 items-center justify-center rounded-full"
            >
              <span
                aria-hidden
                className={`block rounded-full transition-all ${current ? 'h-2.5 w-6 bg-accent-600' : 'size-2.5 bg-stone-400'}`}
              />
            </button>
          );
        })}
      </fieldset>
    </section>
  );
}

function ThemeCardBody({ title }: { title: (typeof blogCategories)[number] }) {
  return (
    <>
      <img
        src={themeImage(title)}
        alt=""
        width={THEME_CARD_WIDTH_PX}
        height={180}
        draggable={false}
        loading="lazy"
        className="aspect-video w-full object-cover"
      />
      <span className="block px-5 pt-4 pb-2">
        <span className="block text-lg font-bold text-ink">{title}</span>
        <span className="mt-1 block text-sm text-stone-700">{themeTeasers[title]}</span>
      </span>
    </>
  );
}
