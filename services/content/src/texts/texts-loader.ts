import type { Database, Executor } from '@mc/platform';
import { appendFaqVersion, latestFaqRepositoryHash, lockOrCreateFaqEntry, placeFaqEntry } from '../db/faq.repository';
import { appendPageVersion, latestRepositoryHash, lockPage } from '../db/pages.repository';
import { FAQ_TEXTS, PAGE_TEXTS, withdrawTextsWithoutFiles } from '../db/withdrawn-texts.repository';
import type { FaqFileEntry, PageFile, TextsFolder } from './texts-folder';

export type LoadResult = {
  pagesPublished: number;
  faqEntriesPublished: number;
  /** Pages and FAQ entries whose files are gone, as `slug/language` and `key/language`. */
  withdrawn: string[];
};

/**
 * Publishes the repository's texts: a file whose text differs from the one it was last loaded from
 * becomes a new REPOSITORY version; an unchanged file publishes nothing, so an admin's later edit
 * stays served until the file itself changes. One transaction, rows locked in a fixed order: two
 * services starting at once publish each change once (the second waits, then finds the hash).
 * A page or entry whose file is gone is withdrawn, unless an admin has published it since its last load.
 */
export async function loadTexts(database: Database, folder: TextsFolder): Promise<LoadResult> {
  return database.orm.transaction(async (tx) => {
    let pagesPublished = 0;
    let faqEntriesPublished = 0;
    const byPage = (a: PageFile, b: PageFile) => a.slug.localeCompare(b.slug) || a.language.localeCompare(b.language);
    for (const file of [...folder.pages].sort(byPage)) if (await publishPageFile(tx, file)) pagesPublished += 1;
    const byEntry = (a: FaqFileEntry, b: FaqFileEntry) =>
      a.key.localeCompare(b.key) || a.language.localeCompare(b.language);
    for (const entry of [...folder.faq].sort(byEntry)) if (await publishFaqEntry(tx, entry)) faqEntriesPublished += 1;
    const pageFiles = folder.pages.map(({ slug, language }) => ({ key: slug, language }));
    const pagesGone = await withdrawTextsWithoutFiles(tx, PAGE_TEXTS, pageFiles);
    const faqFiles = folder.faq.map(({ key, language }) => ({ key, language }));
    const entriesGone = await withdrawTextsWithoutFiles(tx, FAQ_TEXTS, faqFiles);
    const withdrawn = [
      ...pagesGone.map((page) => `${page.key}/${page.language}`),
      ...entriesGone.map((entry) => `faq ${entry.key}/${entry.language}`),
    ];
    return { pagesPublished, faqEntriesPublished, withdrawn };
  });
}

async function publishPageFile(tx: Executor, file: PageFile): Promise<boolean> {
  const page = await lockPage(tx, file.slug, file.language, file.kind);
  if ((await latestRepositoryHash(tx, page.id)) === file.hash) return false;
  await appendPageVersion(tx, {
    pageId: page.id,
    ...file.fields,
    source: 'REPOSITORY',
    adminId: null,
    fileHash: file.hash,
    restoredFrom: null,
  });
  return true;
}

async function publishFaqEntry(tx: Executor, entry: FaqFileEntry): Promise<boolean> {
  const row = await lockOrCreateFaqEntry(tx, entry);
  if (row.group !== entry.group || row.position !== entry.position)
    await placeFaqEntry(tx, row.id, entry.group, entry.position);
  if ((await latestFaqRepositoryHash(tx, row.id)) === entry.hash) return false;
  await appendFaqVersion(tx, {
    entryId: row.id,
    question: entry.question,
    answer: entry.answer,
    source: 'REPOSITORY',
    adminId: null,
    fileHash: entry.hash,
    restoredFrom: null,
  });
  return true;
}
