import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { missingTranslations } from '../src/texts/completeness';
import { DEFAULT_TEXTS_DIR } from '../src/texts/texts-folder';
import { copyFixtureTexts } from './content-harness';

describe('every language has every text', () => {
  it('holds for the repository texts: the same files, section keys and FAQ keys in en, ru, de, es and fr', () => {
    expect(missingTranslations(DEFAULT_TEXTS_DIR)).toEqual([]);
  });

  it('holds for the test fixtures (en and de)', () => {
    expect(missingTranslations(copyFixtureTexts(), ['en', 'de'])).toEqual([]);
  });

  it('names a file one language lacks', () => {
    const textsDir = copyFixtureTexts();
    rmSync(path.join(textsDir, 'de/articles/ether-mining.md'));
    expect(missingTranslations(textsDir, ['en', 'de'])).toEqual(['de/articles/ether-mining.md is missing (en has it)']);
  });

  it('names a section key and a FAQ key one language lacks', () => {
    const textsDir = copyFixtureTexts();
    const terms = path.join(textsDir, 'en/legal/terms.md');
    writeFileSync(terms, readFileSync(terms, 'utf8').replace('{#payouts}', '{#payments}'));
    const faq = path.join(textsDir, 'de/faq/general.md');
    writeFileSync(faq, readFileSync(faq, 'utf8').replace('{#withdraw-any-time}', '{#withdraw-anytime}'));
    expect(missingTranslations(textsDir, ['en', 'de']).sort()).toEqual(
      [
        'de/faq/general.md lacks key {#withdraw-any-time} (en has it)',
        'de/legal/terms.md lacks key {#payments} (en has it)',
        'en/faq/general.md lacks key {#withdraw-anytime} (de has it)',
        'en/legal/terms.md lacks key {#payouts} (de has it)',
      ].sort(),
    );
  });

  it('names a whole language folder that is missing', () => {
    expect(missingTranslations(copyFixtureTexts(), ['en', 'de', 'fr'])).toContain(
      'fr/pages/home.md is missing (en has it)',
    );
  });
});
