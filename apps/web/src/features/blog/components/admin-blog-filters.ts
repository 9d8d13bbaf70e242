import { blogMessages } from '@shop/shared/blog';
import { blogCategories } from '@shop/shared/blog-categories';
import { dateRangeFields, type FilterField, optionsWithAny } from '../../../components/list/filter-form.tsx';
import { adminBlogMessages as t } from '../admin-messages.ts';

/** The admin blog filters in form order (the page size sits beside the results). */
export const adminBlogFilterFields = [
  { name: 'title', label: t.title, type: 'text' },
  { name: 'slug', label: t.slug, type: 'text' },
  { name: 'excerpt', label: t.excerpt, type: 'text' },
  { name: 'tag', label: t.tag, type: 'text' },
  { name: 'authorEmail', label: t.authorEmail, type: 'email' },
  {
    name: 'category',
    label: t.category,
    options: optionsWithAny(t.anyCategory, blogCategories),
  },
  {
    name: 'isPublished',
    label: t.isPublished,
    options: [
      { value: '', label: t.anyStatus },
      { value: 'true', label: blogMessages.published },
      { value: 'false', label: blogMessages.draft },
    ],
  },
  ...dateRangeFields(t.from, t.to),
] as const satisfies readonly FilterField[];
