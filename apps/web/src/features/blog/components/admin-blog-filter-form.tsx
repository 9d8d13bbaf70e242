import { blogMessages } from '@shop/shared/blog';
import { blogCategories } from '@shop/shared/blog-categories';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { type AdminBlogFilters, emptyAdminBlogFilters } from '../admin-blog-query.ts';
import { adminBlogMessages as t } from '../messages.ts';

const textFilters = [
  { key: 'title', label: t.title, type: 'text' },
  { key: 'slug', label: t.slug, type: 'text' },
  { key: 'excerpt', label: t.excerpt, type: 'text' },
  { key: 'tag', label: t.tag, type: 'text' },
  { key: 'authorEmail', label: t.authorEmail, type: 'email' },
] as const;

/** The admin list's filter form; searching and resetting hand the filters to the page. */
export function AdminBlogFilterForm({
  value,
  onSearch,
}: {
  value: AdminBlogFilters;
  onSearch(filters: AdminBlogFilters): void;
}) {
  const [draft, setDraft] = useState(value);
  // Follow the URL (back/forward, reset) without losing what is being typed between renders.
  const valueKey = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: valueKey stands for value's content
  useEffect(() => setDraft(value), [valueKey]);
  const set = (key: keyof AdminBlogFilters, text: string) =>
    setDraft((current) => ({ ...current, [key]: text }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  const reset = () => {
    const empty = emptyAdminBlogFilters();
    setDraft(empty);
    onSearch(empty);
  };

  return (
    <form
      onSubmit={submit}
      aria-label={t.filters}
      className="grid gap-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:grid-cols-2 lg:grid-cols-3"
    >
      {textFilters.map(({ key, label, type }) => (
        <TextField
          key={key}
          label={label}
          type={type}
          value={draft[key]}
          onChange={(event) => set(key, event.target.value)}
        />
      ))}
      <SelectField
        label={t.category}
        value={draft.category}
        onChange={(event) => set('category', event.target.value)}
      >
        <option value="">{t.anyCategory}</option>
        {blogCategories.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t.isPublished}
        value={draft.isPublished}
        onChange={(event) => set('isPublished', event.target.value)}
      >
        <option value="">{t.anyStatus}</option>
        <option value="true">{blogMessages.published}</option>
        <option value="false">{blogMessages.draft}</option>
      </SelectField>
      <TextField
        label={t.from}
        type="date"
        value={draft.from}
        onChange={(event) => set('from', event.target.value)}
      />
      <TextField
        label={t.to}
        type="date"
        value={draft.to}
        onChange={(event) => set('to', event.target.value)}
      />
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-3">
        <Button type="submit">{t.search}</Button>
        <Button variant="secondary" onClick={reset}>
          {t.reset}
        </Button>
      </div>
    </form>
  );
}
