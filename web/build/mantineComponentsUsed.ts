import type { Plugin } from 'vite';

/** Where the list is written in the client build (read by infra/test/web-style-sheets.test.ts). */
export const MANTINE_COMPONENTS_FILE = '.vite/mantine-components.json';
/** Each Mantine component's class names come from one module of its own, e.g. Button/Button.module.mjs. */
const CLASS_NAMES_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/].+[\\/](\w+)\.module\.mjs$/;

/**
 * Writes the Mantine components whose class names the bundle holds, so a test can hold
 * src/mantineStyles.ts to exactly their style sheets: a component added to a page without its sheet
 * would show unstyled, and a sheet kept for a component no page uses would load for nothing.
 */
export function mantineComponentsUsed(): Plugin {
  return {
    name: 'mantine-components-used',
    apply: 'build',
    generateBundle(_options, bundle) {
      const components = new Set<string>();
      // The modules rendered into the output: the graph also holds every component the barrel re-exports.
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const [id, rendered] of Object.entries(output.modules)) {
          const match = CLASS_NAMES_MODULE.exec(id);
          if (match && rendered.renderedLength > 0) components.add(match[1]);
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: MANTINE_COMPONENTS_FILE,
        source: `${JSON.stringify([...components].sort(), null, 2)}\n`,
      });
    },
  };
}
