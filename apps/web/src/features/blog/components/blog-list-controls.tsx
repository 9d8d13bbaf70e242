import { blogCategories } from '@shop/shared/blog-categories';
import { blogMessages, blogSortOptions } from '@shop/shared/blog-constants';
import Search from 'lucide-react/icons/search';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useDisclosure } from '../../../lib/use-disclosure.ts';
import type { BlogSort } from '../blog-list-params.ts';
import { blogPageMessages as t } from '../messages.ts';

/** The search box; the search runs on submit. */
export function BlogSearchBox({ value, onSearch }: { value: string; onSearch(search: string): void }) {
  const [text, setText] = useState(value);
  const inputId = useId();
  useEffect(() => setText(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form onSubmit={submit} className="flex w-full max-w-xl gap-2">
      <label htmlFor={inputId} className="sr-only">
        {t.searchLabel}
      </label>
      <input
        id={inputId}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={blogMessages.searchPlaceholder}
        className="block w-full rounded-lg border border-stone-400 bg-white px-3 py-2.5 text-base text-ink placeholder:text-stone-500"
      />
      <Button type="submit">
        <Search size={18} aria-hidden />
        {t.searchButton}
      </Button>
    </form>
  );
}

/** Newest / most likes / most comments, as pressed-state buttons. */
export function BlogSortButtons({ value, onChange }: { value: BlogSort; onChange(sortBy: BlogSort): void }) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="float-left mr-1 text-sm font-semibold text-stone-700">{t.sortLabel}:</legend>
      {blogSortOptions.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className="rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm font-semibold text-ink hover:bg-stone-100 aria-pressed:border-ink aria-pressed:bg-ink aria-pressed:text-white"
        >
          {t.sortOptions[option]}
        </button>
      ))}
    </fieldset>
  );
}

/** The 13 categories as toggle chips; on small screens they fold away behind a button. */
export function BlogCategoryChips({
  selected,
  onToggle,
  onClear,
}: {
  selected: readonly string[];
  onToggle(category: string): void;
  onClear(): void;
}) {
  const chips = useDisclosure();
  return (
    <div className="space-y-3">
      <button
        {...chips.button}
        className="rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm font-semibold sm:hidden"
      >
        {t.toggleCategories(selected.length)}
      </button>
      <fieldset id={chips.panelId} className={`${chips.open ? 'flex' : 'hidden'} flex-wrap gap-2 sm:flex`}>
        <legend className="sr-only">{t.categoriesLabel}</legend>
        <button
          type="button"
          aria-pressed={selected.length === 0}
          onClick={onClear}
          className="rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm text-ink hover:bg-stone-100 aria-pressed:border-teal-brand aria-pressed:bg-teal-brand aria-pressed:text-white"
        >
          {t.clearCategories}
        </button>
        {blogCategories.map((category) => (
          <button
            key={category}
            type="button"
            aria-pressed={selected.includes(category)}
            onClick={() => onToggle(category)}
            className="rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm text-ink hover:bg-stone-100 aria-pressed:border-teal-brand aria-pressed:bg-teal-brand aria-pressed:text-white"
          >
            {category}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
