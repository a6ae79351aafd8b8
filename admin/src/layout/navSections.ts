import type { AdminRole } from '../graphql/admin';
import type en from '../i18n/en.json';
import { PATHS } from '../paths';

/** Router paths are relative to the /control basename. */
export const HOME_PATH = PATHS.home;

/** A navbar label is any key of the "nav" group of the resource file. */
export type NavLabelKey = `nav.${keyof typeof en.nav}`;

export interface NavSection {
  id: string;
  labelKey: NavLabelKey;
  /** Where the navbar entry links to. */
  to: string;
  /** Paths that mark the entry active: exact paths, or a prefix ending in '/' for a whole section. */
  activePaths: readonly string[];
  /** Shown only to admins with this role (the screen itself also says so to others). */
  role?: AdminRole;
  /** Shown only to admins with one of these roles. */
  anyRole?: readonly AdminRole[];
}

/**
 * The navbar, in order: each section of the specification appears here once its screens exist.
 */
export const NAV_SECTIONS: readonly NavSection[] = [
  { id: 'home', labelKey: 'nav.home', to: HOME_PATH, activePaths: ['/', HOME_PATH] },
  { id: 'users', labelKey: 'nav.users', to: PATHS.usersList, activePaths: ['/users/'] },
  { id: 'traders', labelKey: 'nav.traders', to: PATHS.tradersList, activePaths: ['/traders/'] },
  { id: 'deposits', labelKey: 'nav.deposits', to: PATHS.depositsList, activePaths: ['/deposits/'] },
  { id: 'withdrawals', labelKey: 'nav.withdrawals', to: PATHS.withdrawalsList, activePaths: ['/withdrawals/'] },
  { id: 'adjustments', labelKey: 'nav.adjustments', to: PATHS.adjustmentsList, activePaths: ['/adjustments/'] },
  { id: 'wallets', labelKey: 'nav.wallets', to: PATHS.walletsList, activePaths: ['/wallets/'] },
  { id: 'payouts', labelKey: 'nav.payouts', to: PATHS.payoutsList, activePaths: ['/payouts/'] },
  { id: 'parameters', labelKey: 'nav.parameters', to: PATHS.parameters, activePaths: ['/parameters/'] },
  {
    id: 'traderDesk',
    labelKey: 'nav.traderDesk',
    to: PATHS.traderDesk,
    activePaths: [PATHS.traderDesk],
    anyRole: ['TRADING_DESK', 'SUPERADMIN'],
  },
  { id: 'contentPages', labelKey: 'nav.contentPages', to: PATHS.contentPagesList, activePaths: ['/content/pages/'] },
  { id: 'faq', labelKey: 'nav.faq', to: PATHS.faqList, activePaths: ['/content/faq/'] },
  { id: 'contact', labelKey: 'nav.contact', to: PATHS.contactList, activePaths: ['/contact/'] },
  { id: 'account', labelKey: 'nav.account', to: PATHS.account, activePaths: ['/account/'] },
  { id: 'audit', labelKey: 'nav.audit', to: PATHS.auditList, activePaths: ['/audit/'] },
  { id: 'mailbox', labelKey: 'nav.mailbox', to: PATHS.mailboxList, activePaths: ['/mailbox/'] },
  {
    id: 'admins',
    labelKey: 'nav.admins',
    to: PATHS.adminsList,
    activePaths: ['/admins/'],
    role: 'SUPERADMIN',
  },
];

/** The sections an admin with these roles sees. */
export function visibleNavSections(roles: readonly AdminRole[]): NavSection[] {
  return NAV_SECTIONS.filter(
    (section) =>
      (section.role === undefined || roles.includes(section.role)) &&
      (section.anyRole === undefined || section.anyRole.some((role) => roles.includes(role))),
  );
}

export function isSectionActive(section: NavSection, pathname: string): boolean {
  return section.activePaths.some((path) =>
    path.endsWith('/') && path !== '/' ? pathname.startsWith(path) : pathname === path,
  );
}
