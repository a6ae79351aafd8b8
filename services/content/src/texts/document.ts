import matter from 'gray-matter';

/** One problem with a text, named by the field it is in (`title`, `body`, `section 3` …). */
export type TextProblem = { field: string; message: string };

export type PageFields = { title: string; label: string; description: string; body: string };
export type Section = { key: string; title: string; body: string };
export type FaqItem = { key: string; question: string; answer: string };

export const KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const KEY_MAX_LENGTH = 80;
/** Front-matter limits; the database checks the same bounds. */
export const FIELD_MAX_LENGTHS = { title: 200, label: 100, description: 500 } as const;
export const BODY_MAX_LENGTH = 200_000;
export const QUESTION_MAX_LENGTH = 300;
export const ANSWER_MAX_LENGTH = 20_000;

const SECTION_HEADING = /^##(?!#)\s*(.*?)\s*$/;
const SECTION_ANCHOR = /^(.*?)\s*\{#([^}]*)\}$/;
const FENCE = /^\s{0,3}(```|~~~)/;

/** A Markdown file split at its `## Title {#key}` lines; problems instead of a throw. */
export function splitSections(body: string): { intro: string; sections: Section[]; problems: TextProblem[] } {
  const problems: TextProblem[] = [];
  const sections: Section[] = [];
  const introLines: string[] = [];
  let current: { key: string; title: string; lines: string[] } | undefined;
  let inFence = false;
  const close = () => {
    if (current) sections.push({ key: current.key, title: current.title, body: current.lines.join('\n').trim() });
  };
  for (const line of body.split(/\r?\n/)) {
    if (FENCE.test(line)) inFence = !inFence;
    const heading = inFence ? null : SECTION_HEADING.exec(line);
    if (!heading) {
      (current ? current.lines : introLines).push(line);
      continue;
    }
    close();
    const field = `section ${sections.length + 1}`;
    const anchored = SECTION_ANCHOR.exec(heading[1]);
    const title = anchored ? anchored[1] : heading[1];
    const key = anchored ? anchored[2] : '';
    if (!anchored) problems.push({ field, message: `"## ${heading[1]}" has no {#key}` });
    else if (!KEY_PATTERN.test(key) || key.length > KEY_MAX_LENGTH)
      problems.push({ field, message: `key "${key}" must be lowercase a-z, 0-9 and single hyphens` });
    else if (sections.some((section) => section.key === key))
      problems.push({ field, message: `key "${key}" is used twice` });
    if (!title) problems.push({ field, message: 'the heading has no title' });
    current = { key, title, lines: [] };
  }
  close();
  return { intro: introLines.join('\n').trim(), sections, problems };
}

/** The rules a page's text follows, whether it comes from a file or from the admin panel. */
export function pageProblems(fields: PageFields): TextProblem[] {
  const problems: TextProblem[] = [];
  for (const field of ['title', 'label', 'description'] as const) {
    const value = fields[field];
    if (!value.trim()) problems.push({ field, message: 'is required' });
    else if (value.length > FIELD_MAX_LENGTHS[field])
      problems.push({ field, message: `must be at most ${FIELD_MAX_LENGTHS[field]} characters` });
    else if (/[\r\n]/.test(value)) problems.push({ field, message: 'must be one line' });
    else if (/[<>]/.test(value)) problems.push({ field, message: 'must be plain text, without < or >' });
  }
  if (fields.body.length > BODY_MAX_LENGTH)
    problems.push({ field: 'body', message: `must be at most ${BODY_MAX_LENGTH} characters` });
  for (const problem of splitSections(fields.body).problems)
    problems.push({ field: 'body', message: `${problem.field}: ${problem.message}` });
  return problems;
}

export function faqItemProblems(item: FaqItem): TextProblem[] {
  const problems: TextProblem[] = [];
  if (!KEY_PATTERN.test(item.key) || item.key.length > KEY_MAX_LENGTH)
    problems.push({ field: 'key', message: 'must be lowercase a-z, 0-9 and single hyphens (at most 80)' });
  if (!item.question.trim()) problems.push({ field: 'question', message: 'is required' });
  else if (item.question.length > QUESTION_MAX_LENGTH || /[\r\n]/.test(item.question))
    problems.push({ field: 'question', message: `must be one line of at most ${QUESTION_MAX_LENGTH} characters` });
  if (!item.answer.trim()) problems.push({ field: 'answer', message: 'is required' });
  else if (item.answer.length > ANSWER_MAX_LENGTH)
    problems.push({ field: 'answer', message: `must be at most ${ANSWER_MAX_LENGTH} characters` });
  else if (splitSections(item.answer).sections.length > 0)
    problems.push({ field: 'answer', message: 'must not contain ## headings' });
  return problems;
}

/** A page file: front matter (title, label, description) and the Markdown body. */
export function parsePageFile(text: string): { fields: PageFields; problems: TextProblem[] } {
  const { data, content, problems: frontMatterProblems } = parseFrontMatter(text);
  const fields = {
    title: frontMatterText(data.title),
    label: frontMatterText(data.label),
    description: frontMatterText(data.description),
    body: content.trim(),
  };
  return { fields, problems: [...frontMatterProblems, ...pageProblems(fields)] };
}

/** A FAQ group file: every `## Question? {#key}` line is an entry, the Markdown under it its answer. */
export function parseFaqFile(text: string): { items: FaqItem[]; problems: TextProblem[] } {
  const { content, problems: frontMatterProblems } = parseFrontMatter(text);
  const { intro, sections, problems } = splitSections(content);
  problems.unshift(...frontMatterProblems);
  if (intro) problems.push({ field: 'body', message: 'text before the first ## question' });
  const items = sections.map((section) => ({ key: section.key, question: section.title, answer: section.body }));
  items.forEach((item, index) => {
    for (const problem of faqItemProblems(item))
      problems.push({ field: `question ${index + 1} (${item.key})`, message: `${problem.field} ${problem.message}` });
  });
  return { items, problems };
}

export type MailTemplate = { subject: string; text: string };

/** A mail file: front matter `subject:` and a plain-text body with {placeholders}. */
export function parseMailFile(text: string): { template: MailTemplate; problems: TextProblem[] } {
  const { data, content, problems } = parseFrontMatter(text);
  const template = { subject: frontMatterText(data.subject), text: content.trim() };
  if (!template.subject.trim()) problems.push({ field: 'subject', message: 'is required' });
  if (!template.text) problems.push({ field: 'body', message: 'is required' });
  return { template, problems };
}

/** Front matter and body; YAML that does not parse is a problem of the file, not a crash without its name. */
function parseFrontMatter(text: string): { data: Record<string, unknown>; content: string; problems: TextProblem[] } {
  try {
    // Without options gray-matter keeps every input it parsed in a module-wide cache for good.
    const parsed = matter(text, {});
    return { data: parsed.data, content: parsed.content, problems: [] };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { data: {}, content: '', problems: [{ field: 'front matter', message: `is not valid: ${reason}` }] };
  }
}

function frontMatterText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  return '';
}
