import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageKindValue } from '../db/schema';
import {
  parseFaqFile,
  parseMailFile,
  parsePageFile,
  type FaqItem,
  type MailTemplate,
  type PageFields,
  type TextProblem,
} from './document';

export const DEFAULT_TEXTS_DIR = path.join(__dirname, '..', '..', 'texts');

/** The folders of page files and the kind of page each holds. */
export const PAGE_FOLDERS: Record<string, PageKindValue> = { pages: 'PAGE', legal: 'LEGAL', articles: 'ARTICLE' };

export type PageFile = {
  language: string;
  kind: PageKindValue;
  slug: string;
  file: string;
  hash: string;
  fields: PageFields;
};
export type FaqFileEntry = FaqItem & { language: string; group: string; position: number; hash: string };
export type TextsFolder = {
  pages: PageFile[];
  faq: FaqFileEntry[];
  /** language → template name → template. */
  mail: Map<string, Map<string, MailTemplate>>;
};

/** A texts folder that cannot be loaded: every problem of every file, so one start shows them all. */
export class MalformedTextsError extends Error {
  constructor(readonly problems: string[]) {
    super(`The texts folder has malformed files; fix them and start again:\n  ${problems.join('\n  ')}`);
    this.name = 'MalformedTextsError';
  }
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Reads and checks every text of the languages given; throws MalformedTextsError listing all problems. */
export function readTextsFolder(textsDir: string, languages: string[]): TextsFolder {
  const folder: TextsFolder = { pages: [], faq: [], mail: new Map() };
  const problems: string[] = [];
  const report = (file: string, found: TextProblem[]) =>
    found.forEach((problem) => problems.push(`${file}: ${problem.field} ${problem.message}`));
  for (const language of languages) {
    for (const [subfolder, kind] of Object.entries(PAGE_FOLDERS)) {
      for (const { slug, file, text } of markdownFiles(textsDir, language, subfolder, report)) {
        const { fields, problems: found } = parsePageFile(text);
        report(file, found);
        if (folder.pages.some((page) => page.language === language && page.slug === slug))
          report(file, [{ field: 'slug', message: `"${slug}" is used by another page of this language` }]);
        folder.pages.push({ language, kind, slug, file, hash: sha256(text), fields });
      }
    }
    for (const { slug: group, file, text } of markdownFiles(textsDir, language, 'faq', report)) {
      const { items, problems: found } = parseFaqFile(text);
      report(file, found);
      items.forEach((item, index) => {
        if (folder.faq.some((entry) => entry.language === language && entry.key === item.key))
          report(file, [{ field: item.key, message: 'is a FAQ key of another group too' }]);
        const hash = sha256(`${item.question}\n${item.answer}`);
        folder.faq.push({ ...item, language, group, position: index + 1, hash });
      });
    }
    const templates = new Map<string, MailTemplate>();
    for (const { slug: name, file, text } of markdownFiles(textsDir, language, 'mail', report)) {
      const { template, problems: found } = parseMailFile(text);
      report(file, found);
      templates.set(name, template);
    }
    folder.mail.set(language, templates);
  }
  if (problems.length > 0) throw new MalformedTextsError(problems);
  return folder;
}

function markdownFiles(
  textsDir: string,
  language: string,
  subfolder: string,
  report: (file: string, problems: TextProblem[]) => void,
): { slug: string; file: string; text: string }[] {
  const directory = path.join(textsDir, language, subfolder);
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const slug = name.slice(0, -'.md'.length);
      const file = `${language}/${subfolder}/${name}`;
      if (!SLUG.test(slug) || slug.length > 80)
        report(file, [{ field: 'file name', message: 'must be lowercase a-z, 0-9 and single hyphens' }]);
      return { slug, file, text: readFileSync(path.join(directory, name), 'utf8') };
    });
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
