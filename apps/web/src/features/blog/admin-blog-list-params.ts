import { listParam, listSchema } from '../../lib/list/list-params.ts';

/** The admin blog list in the query string, in the order it is written (spec 2). */
export const adminBlogListSchema = listSchema({
  title: listParam.text(),
  slug: listParam.text(),
  excerpt: listParam.text(),
  category: listParam.text(),
  tag: listParam.text(),
  authorEmail: listParam.text(),
  isPublished: listParam.text(),
  from: listParam.text(),
  to: listParam.text(),
  page: listParam.page(),
  limit: listParam.pageSize(),
});
