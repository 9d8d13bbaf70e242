import type { LegalPage } from '@shop/shared/legal-pages';
import type { LegalPageRow } from './legal-pages.repository.ts';

export function toLegalPage(row: LegalPageRow): LegalPage {
  return { slug: row.slug, title: row.title, body: row.body, updatedAt: row.updatedAt.toISOString() };
}
