import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { getClientState, type Theme } from '../state/clientState';

export function colorSchemeOf(theme: Theme): 'light' | 'dark' {
  return theme === 'DARK' ? 'dark' : 'light';
}

/**
 * Mantine's colour scheme read from the client state, which alone keeps the visitor's choice.
 * Mantine's own manager reads its localStorage key, which this app never writes: on mounting it set
 * <html> to that key's default, light, in a layout effect, and only a later passive effect put the
 * forced scheme back. A hydration that yields in between showed a dark-theme page with light-theme
 * text colours (2:1 contrast) for a moment. Theme changes go through updateClientState, never Mantine.
 */
export const clientStateColorSchemeManager: MantineColorSchemeManager = {
  get: (): MantineColorScheme => colorSchemeOf(getClientState().theme),
  set: () => undefined,
  subscribe: () => undefined,
  unsubscribe: () => undefined,
  clear: () => undefined,
};
