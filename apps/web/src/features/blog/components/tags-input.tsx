import { cleanList } from '@shop/shared/text';
import Plus from 'lucide-react/icons/plus';
import X from 'lucide-react/icons/x';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { blogFormMessages as t } from '../admin-messages.ts';

/** Adds a tag with Enter or the button (trimmed; empty and repeated tags are ignored). */
export function addTag(tags: readonly string[], input: string): string[] {
  const [tag] = cleanList([input]);
  if (!tag || tags.includes(tag)) return [...tags];
  return [...tags, tag];
}

/** The blog form's tags: a text box plus removable chips. */
export function TagsInput({ value, onChange }: { value: readonly string[]; onChange(tags: string[]): void }) {
  const [text, setText] = useState('');
  const id = useId();

  const add = () => {
    onChange(addTag(value, text));
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter adds the tag instead of submitting the form.
      event.preventDefault();
      add();
    }
  };

  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-semibold text-ink">{t.tags}</legend>
      <div className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {t.tagInput}
        </label>
        <input
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t.tagInput}
          maxLength={50}
          className="block w-full rounded-lg border border-stone-400 bg-white px-3 py-2.5 text-base text-ink placeholder:text-stone-500"
        />
        <Button variant="secondary" onClick={add} className="shrink-0 whitespace-nowrap">
          <Plus aria-hidden size={16} />
          {t.addTag}
        </Button>
      </div>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-stone-100 py-1 pr-1 pl-3 text-sm font-medium"
            >
              #{tag}
              <button
                type="button"
                aria-label={t.removeTag(tag)}
                onClick={() => onChange(value.filter((other) => other !== tag))}
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-stone-200"
              >
                <X aria-hidden size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
