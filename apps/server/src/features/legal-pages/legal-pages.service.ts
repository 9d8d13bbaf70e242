import { type LegalPage, type LegalPageInput, legalPageMessages } from '@shop/shared/legal-pages';
import type { Database } from '../../db/types.ts';
import { notFound } from '../../lib/http-errors.ts';
import { toLegalPage } from './legal-pages.mapper.ts';
import * as repository from './legal-pages.repository.ts';

/**
 * The legal pages (decision 051): a fixed set the migrations write, whose title and markdown the
 * admin changes. Anyone reads one; a slug without a page is 404, as an unknown address is.
 */
export function createLegalPagesService(db: Database) {
  return {
    list: async (): Promise<LegalPage[]> => (await repository.allPages(db)).map(toLegalPage),

    async page(slug: string): Promise<LegalPage> {
      const row = await repository.findPage(db, slug);
      if (!row) throw notFound(legalPageMessages.notFound);
      return toLegalPage(row);
    },

    async update(slug: string, input: LegalPageInput): Promise<LegalPage> {
      const row = await repository.updatePage(db, slug, input);
      if (!row) throw notFound(legalPageMessages.notFound);
      return toLegalPage(row);
    },
  };
}

export type LegalPagesService = ReturnType<typeof createLegalPagesService>;
