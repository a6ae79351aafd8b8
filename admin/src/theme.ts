import { Badge, createTheme } from '@mantine/core';

/**
 * The admin panel's Mantine theme. A badge never shrinks below its text: Mantine cuts a badge's label
 * with an ellipsis when its box is narrower, and a table cell or a row of badges squeezed it ("B…" for
 * BUY, "DEVICE CONFI…") at 1280 px; it keeps its width and a row wraps instead.
 */
export const adminTheme = createTheme({
  components: {
    Badge: Badge.extend({ styles: { root: { minWidth: 'max-content', flexShrink: 0 } } }),
  },
});
