import type { Database } from '@mc/platform';
import {
  loadedFaqEntries,
  loadedPages,
  lockTextsLoad,
  placeFaqFileEntries,
  placePageFiles,
  publishFaqFileEntries,
  publishPageFiles,
  type FaqFileRow,
  type LoadedText,
  type PageFileRow,
} from '../db/texts-load.repository';
import { FAQ_TEXTS, PAGE_TEXTS, withdrawTextsWithoutFiles } from '../db/withdrawn-texts.repository';
import type { TextsFolder } from './texts-folder';

export type LoadResult = {
  pagesPublished: number;
  faqEntriesPublished: number;
  /** Pages and FAQ entries whose files are gone, as `slug/language` and `key/language`. */
  withdrawn: string[];
};

/**
 * Publishes the repository's texts: a file whose text differs from the one it was last loaded from
 * becomes a new REPOSITORY version; an unchanged file publishes nothing, so an admin's later edit
 * stays served until the file itself changes. One transaction, loads one at a time: two services
 * starting at once publish each change once (the second waits, then finds the hashes).
 * A page or entry whose file is gone is withdrawn, unless an admin has published it since its last load.
 */
export async function loadTexts(database: Database, folder: TextsFolder): Promise<LoadResult> {
  return database.orm.transaction(async (tx) => {
    await lockTextsLoad(tx);
    const pageFiles: PageFileRow[] = folder.pages.map(({ slug, language, kind, hash, fields }) => ({
      slug,
      language,
      kind,
      hash,
      ...fields,
    }));
    const faqFiles: FaqFileRow[] = folder.faq;
    const pageHashes = hashesByKey(await loadedPages(tx));
    const faqHashes = hashesByKey(await loadedFaqEntries(tx));
    const changedPages = pageFiles.filter((file) => pageHashes.get(`${file.slug}/${file.language}`) !== file.hash);
    const changedEntries = faqFiles.filter((entry) => faqHashes.get(`${entry.key}/${entry.language}`) !== entry.hash);
    await placePageFiles(tx, pageFiles);
    await publishPageFiles(tx, changedPages);
    await placeFaqFileEntries(tx, faqFiles);
    await publishFaqFileEntries(tx, changedEntries);
    const pagesGone = await withdrawTextsWithoutFiles(
      tx,
      PAGE_TEXTS,
      pageFiles.map(({ slug, language }) => ({ key: slug, language })),
    );
    const entriesGone = await withdrawTextsWithoutFiles(
      tx,
      FAQ_TEXTS,
      faqFiles.map(({ key, language }) => ({ key, language })),
    );
    const withdrawn = [
      ...pagesGone.map((page) => `${page.key}/${page.language}`),
      ...entriesGone.map((entry) => `faq ${entry.key}/${entry.language}`),
    ];
    return { pagesPublished: changedPages.length, faqEntriesPublished: changedEntries.length, withdrawn };
  });
}

function hashesByKey(rows: LoadedText[]) {
  return new Map(rows.map((row) => [row.key, row.fileHash]));
}
