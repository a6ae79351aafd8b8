import { type Database, type EventEnvelope, type Executor, type Outbox, recordAudit } from '@mc/platform';
import type { Actor } from '../access/access';
import {
  appendFaqVersion,
  findFaqEntry,
  findFaqVersion,
  keepFaqEntryServed,
  latestFaqVersion,
  listFaqVersions,
  lockFaqEntry,
  lockOrCreateFaqEntry,
  publishedFaqEntry,
  publishedFaqGroup,
  type FaqEntryRow,
} from '../db/faq.repository';
import { contentError, validationFailed } from '../errors';
import { textPublished } from '../events/text-published';
import type { FaqDraftPreview, FaqEntry, FaqEntryEditInput, FaqEntryVersion } from '../generated/resolvers';
import { faqEntryView, faqVersionView } from '../pages/page-view';
import { faqItemProblems, KEY_PATTERN, type TextProblem } from '../texts/document';
import { isSiteLanguage } from '../texts/languages';
import { markdownToHtml } from '../texts/markdown';
import type { RenderedHtml } from '../texts/rendered';

type FaqText = { question: string; answer: string };

/** FAQ entries per group and language: served by position, edited and restored by operators. */
export class FaqService {
  constructor(
    private readonly database: Database,
    private readonly outbox: Outbox,
    private readonly rendered: RenderedHtml,
  ) {}

  async group(group: string, language: string): Promise<FaqEntry[]> {
    const published = await publishedFaqGroup(this.database.orm, group, language);
    return published.map((row) => faqEntryView(row, this.rendered));
  }

  async versions(key: string, language: string): Promise<FaqEntryVersion[]> {
    const entry = await findFaqEntry(this.database.orm, key, language);
    if (!entry) throw entryNotFound(key, language);
    return (await listFaqVersions(this.database.orm, entry.id)).map(faqVersionView);
  }

  /** A new version of the entry (a new key adds an entry at the end of its group). */
  async edit(actor: Actor, input: FaqEntryEditInput): Promise<FaqEntry> {
    const text = validFaqText(input);
    const entryId = await this.outbox.transaction(async (tx, publishEvent) => {
      const entry = await lockOrCreateFaqEntry(tx, { key: input.key, group: input.group, language: input.language });
      if (entry.group !== input.group)
        throw validationFailed([{ field: 'group', message: `must stay "${entry.group}" for this entry` }]);
      await publishText(tx, publishEvent, actor, entry, 'faq.edit', text, null);
      return entry.id;
    });
    return this.view(entryId);
  }

  async restore(actor: Actor, key: string, language: string, version: number): Promise<FaqEntry> {
    const entryId = await this.outbox.transaction(async (tx, publishEvent) => {
      const entry = await lockFaqEntry(tx, key, language);
      if (!entry) throw entryNotFound(key, language);
      const earlier = await findFaqVersion(tx, entry.id, version);
      if (!earlier) throw contentError('VERSION_NOT_FOUND', `FAQ entry ${key} (${language}) has no version ${version}`);
      await publishText(tx, publishEvent, actor, entry, 'faq.restore', earlier, version);
      return entry.id;
    });
    return this.view(entryId);
  }

  private async view(entryId: number): Promise<FaqEntry> {
    const published = await publishedFaqEntry(this.database.orm, entryId);
    if (!published) throw new Error(`FAQ entry ${entryId} has no published version`);
    return faqEntryView(published, this.rendered);
  }
}

/**
 * Appends the entry's next version, its audit row and the event that tells the edge (ADR 0029); the
 * same text as the latest publishes nothing.
 */
async function publishText(
  tx: Executor,
  publishEvent: (event: EventEnvelope) => Promise<void>,
  actor: Actor,
  entry: FaqEntryRow,
  operation: string,
  text: FaqText,
  restoredFrom: number | null,
): Promise<void> {
  // An admin publishing an entry whose file line is gone keeps it served from now on (it is theirs).
  await keepFaqEntryServed(tx, entry.id);
  const latest = await latestFaqVersion(tx, entry.id);
  if (latest && latest.question === text.question && latest.answer === text.answer) return;
  const created = await appendFaqVersion(tx, {
    entryId: entry.id,
    question: text.question,
    answer: text.answer,
    source: 'ADMIN',
    adminId: actor.adminId,
    fileHash: null,
    restoredFrom,
  });
  await recordAudit(tx, actor, {
    operation,
    targetType: 'faq-entry',
    targetId: `${entry.key}/${entry.language}`,
    before: latest ? { version: latest.version, question: latest.question, answer: latest.answer } : null,
    after: { version: created.version, restoredFrom, question: text.question, answer: text.answer },
  });
  await publishEvent(
    textPublished({
      kind: 'FAQ',
      key: entry.key,
      group: entry.group,
      language: entry.language,
      version: created.version,
    }),
  );
}

/** The draft as editFaqEntry would publish it, rendered but not stored (the panel's preview). */
export function faqDraftPreview(input: FaqEntryEditInput): FaqDraftPreview {
  const text = validFaqText(input);
  return { question: text.question, answerHtml: markdownToHtml(text.answer) };
}

/** The admin's text trimmed, or VALIDATION_FAILED naming every field that breaks the files' rules. */
function validFaqText(input: FaqEntryEditInput): FaqText {
  const text = { question: input.question.trim(), answer: input.answer.trim() };
  const problems = [...faqItemProblems({ key: input.key, ...text }), ...groupProblems(input.group, input.language)];
  if (problems.length > 0) throw validationFailed(problems);
  return text;
}

function groupProblems(group: string, language: string): TextProblem[] {
  const problems: TextProblem[] = [];
  if (!KEY_PATTERN.test(group) || group.length > 40)
    problems.push({ field: 'group', message: 'must be lowercase a-z, 0-9 and hyphens' });
  if (!isSiteLanguage(language)) problems.push({ field: 'language', message: 'must be en, ru, de, es or fr' });
  return problems;
}

function entryNotFound(key: string, language: string) {
  return contentError('FAQ_ENTRY_NOT_FOUND', `There is no FAQ entry ${key} in language ${language}`);
}
