import type en from '../i18n/en.json';

/** Router paths are relative to the /control basename. */
export const HOME_PATH = '/index.html';

/** A navbar label is any key of the "nav" group of the resource file. */
export type NavLabelKey = `nav.${keyof typeof en.nav}`;

export interface NavSection {
  id: string;
  labelKey: NavLabelKey;
  /** Where the navbar entry links to. */
  to: string;
  /** Paths that mark the entry active: exact paths, or a prefix ending in '/' for a whole section. */
  activePaths: readonly string[];
}

/**
 * The navbar, in order. A section of the specification (Users, Deposits, Withdrawals, Wallets,
 * Payouts, Traders) appears here once its screens exist, e.g.
 * { id: 'users', labelKey: 'nav.users', to: '/users/list.html', activePaths: ['/users/'] }.
 */
export const NAV_SECTIONS: readonly NavSection[] = [
  { id: 'home', labelKey: 'nav.home', to: HOME_PATH, activePaths: ['/', HOME_PATH] },
];

export function isSectionActive(section: NavSection, pathname: string): boolean {
  return section.activePaths.some((path) =>
    path.endsWith('/') && path !== '/' ? pathname.startsWith(path) : pathname === path,
  );
}
