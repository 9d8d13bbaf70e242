import { MAX_CONTACT_TAGS } from '@shop/shared/contact';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { contactPageMessages as m } from '../messages.ts';

/**
 * The desk's tag filter: tags are added one by one and removed as chips; each change searches at
 * once (a message must carry every tag shown).
 */
export function TagFilter({ tags, onChange }: { tags: readonly string[]; onChange(tags: string[]): void }) {
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const add = () => {
    const tag = draft.trim();
    setDraft('');
    if (tag && !tags.includes(tag) && tags.length < MAX_CONTACT_TAGS) onChange([...tags, tag]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <div className="mb-4 rounded-xl border border-stone-200 bg-white p-4 shadow-xs sm:px-6">
      <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-ink">
        {m.admin.tag}
      </label>
      <div className="flex flex-wrap gap-3">
        <input
          id={inputId}
          value={draft}
          maxLength={40}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          className="block min-w-48 flex-1 rounded-lg border border-stone-400 bg-white px-3 py-2.5 text-base"
        />
        <Button variant="secondary" onClick={add}>
          {m.admin.addTag}
        </Button>
      </div>
      {tags.length > 0 && (
        <ul aria-label={m.admin.activeTags} className="mt-3 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag}
              className="flex items-center gap-1 rounded-full bg-stone-100 py-1 pr-1 pl-3 text-sm"
            >
              {tag}
              <button
                type="button"
                aria-label={m.admin.removeTag(tag)}
                onClick={() => onChange(tags.filter((other) => other !== tag))}
                className="rounded-full px-2 font-bold text-stone-700 hover:bg-stone-200"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
