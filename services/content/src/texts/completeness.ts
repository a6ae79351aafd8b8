import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { splitSections } from './document';
import { SITE_LANGUAGES } from './languages';

/** Every text file under one language folder, with the keys it defines (sections or FAQ entries). */
function keysByFile(languageDir: string): Map<string, string[]> {
  const files = new Map<string, string[]>();
  const walk = (directory: string) => {
    for (const name of readdirSync(directory).sort()) {
      const full = path.join(directory, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.md')) {
        const content = bodyOf(full);
        const keys = splitSections(content).sections.map((section) => section.key);
        files.set(path.relative(languageDir, full).split(path.sep).join('/'), keys);
      }
    }
  };
  if (existsSync(languageDir)) walk(languageDir);
  return files;
}

function bodyOf(file: string): string {
  try {
    return matter(readFileSync(file, 'utf8'), {}).content;
  } catch (error) {
    throw new Error(`${file}: the front matter is not valid: ${String(error)}`, { cause: error });
  }
}

/**
 * What one language has and another lacks: a file, a section key or a FAQ key. Empty when every
 * language folder holds the same files with the same keys (an empty texts folder is complete).
 */
export function missingTranslations(textsDir: string, languages: readonly string[] = SITE_LANGUAGES): string[] {
  const byLanguage = new Map(languages.map((language) => [language, keysByFile(path.join(textsDir, language))]));
  const problems: string[] = [];
  for (const [language, files] of byLanguage) {
    for (const [other, otherFiles] of byLanguage) {
      if (other === language) continue;
      for (const [file, keys] of otherFiles) {
        const own = files.get(file);
        if (!own) {
          problems.push(`${language}/${file} is missing (${other} has it)`);
          continue;
        }
        for (const key of keys)
          if (!own.includes(key)) problems.push(`${language}/${file} lacks key {#${key}} (${other} has it)`);
      }
    }
  }
  return [...new Set(problems)];
}
