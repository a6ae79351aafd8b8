/**
 * The top bar's buttons get less side padding than Mantine's default (18 px), so the longest labels
 * (a signed-in customer's bar in Russian or Spanish) fit from the lg breakpoint (1200 px) up.
 */
export const NAV_BUTTON_PADDING = 8;

/** Links of the top bar and the mobile side menu; labels are translation keys. */
export const PAGE_LINKS = [
  { to: '/pricing.html', labelKey: 'nav.pricing', testId: 'nav-pricing' },
  { to: '/faq.html', labelKey: 'nav.faq', testId: 'nav-faq' },
  { to: '/about.html', labelKey: 'nav.aboutUs', testId: 'nav-about' },
] as const;

export const ACCOUNT_LINKS = [
  { to: '/signin.html', labelKey: 'nav.signIn', testId: 'nav-signin', variant: 'default' },
  { to: '/signup.html', labelKey: 'nav.signUp', testId: 'nav-signup', variant: 'filled' },
] as const;

/** The signed-in customer's money pages, linked from /user/index.html; labels are translation keys. */
export const FUNDS_LINKS = [
  { to: '/user/deposits/list.html', labelKey: 'funds.nav.deposits', testId: 'user-deposits-link' },
  { to: '/user/deposits/select.html', labelKey: 'funds.nav.deposit', testId: 'user-deposit-link' },
  { to: '/user/withdrawals/list.html', labelKey: 'funds.nav.withdrawals', testId: 'user-withdrawals-link' },
  { to: '/user/withdrawals/new.html', labelKey: 'funds.nav.withdraw', testId: 'user-withdraw-link' },
  { to: '/user/statement.html', labelKey: 'funds.nav.statement', testId: 'user-statement-link' },
  { to: '/user/mining/contracts.html', labelKey: 'contracts.nav', testId: 'user-contracts-link' },
  { to: '/user/trading/forex.html', labelKey: 'nav.trading', testId: 'user-trading-link' },
] as const;

/** Footer columns; headings and labels are translation keys. */
export const FOOTER_COLUMNS = [
  {
    headingKey: 'footer.product',
    links: [
      { to: '/pricing.html', labelKey: 'nav.pricing' },
      { to: '/faq.html', labelKey: 'nav.faq' },
      { to: '/about.html', labelKey: 'nav.aboutUs' },
    ],
  },
  {
    headingKey: 'footer.legal',
    links: [
      { to: '/terms.html', labelKey: 'footer.terms' },
      { to: '/privacy.html', labelKey: 'footer.privacy' },
      { to: '/risk.html', labelKey: 'footer.risk' },
      { to: '/trading-terms.html', labelKey: 'footer.tradingTerms' },
    ],
  },
  {
    headingKey: 'footer.help',
    links: [{ to: '/referral-faq.html', labelKey: 'footer.referralFaq' }],
  },
] as const;
