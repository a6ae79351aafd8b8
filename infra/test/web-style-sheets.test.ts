import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPOSITORY_ROOT, WEB_DIST_DIR } from '../src/layout';

const GLOBAL_SHEETS = ['baseline', 'default-css-variables', 'global'];
const COMPONENTS_FOUND = path.join(WEB_DIST_DIR, '.vite', 'mantine-components.json');
const IMPORTED = path.join(REPOSITORY_ROOT, 'web', 'src', 'mantineStyles.ts');
const stylesDir = path.join(
  path.dirname(createRequire(path.join(REPOSITORY_ROOT, 'web', 'package.json')).resolve('@mantine/core/styles.css')),
  'styles',
);

/** The sheets web/src/mantineStyles.ts imports, in its order. */
function importedSheets(): string[] {
  const source = readFileSync(IMPORTED, 'utf8');
  return [...source.matchAll(/^import '@mantine\/core\/styles\/([\w-]+)\.css';$/gm)].map((match) => match[1]);
}

/** Where each sheet's rules stand in Mantine's whole styles.css, which is every sheet in its order. */
function positionsInWholeSheet(): Map<string, number> {
  const whole = readFileSync(path.join(stylesDir, '..', 'styles.css'), 'utf8');
  const positions = new Map<string, number>();
  for (const file of readdirSync(stylesDir).filter((name) => !name.endsWith('.layer.css'))) {
    const opening = readFileSync(path.join(stylesDir, file), 'utf8').trim().slice(0, 200);
    positions.set(file.replace(/\.css$/, ''), whole.indexOf(opening));
  }
  return positions;
}

describe('the web client’s Mantine style sheets (ADR 0037)', () => {
  it('are the global sheets and one per component the build uses, no more, in the order of styles.css', () => {
    if (!existsSync(COMPONENTS_FOUND)) throw new Error(`${COMPONENTS_FOUND} is missing: run \`npm run build -w web\``);
    const used = JSON.parse(readFileSync(COMPONENTS_FOUND, 'utf8')) as string[];
    expect(used.length).toBeGreaterThan(20);
    const imported = importedSheets();
    expect(imported.slice(0, GLOBAL_SHEETS.length)).toEqual(GLOBAL_SHEETS);
    expect([...imported.slice(GLOBAL_SHEETS.length)].sort()).toEqual([...used].sort());
    const positions = positionsInWholeSheet();
    expect(imported.every((sheet) => (positions.get(sheet) ?? -1) >= 0)).toBe(true);
    const byPosition = [...imported].sort((a, b) => positions.get(a)! - positions.get(b)!);
    expect(imported).toEqual(byPosition);
  });
});
