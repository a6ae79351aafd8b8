import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../session/paths';
import { useSignOut } from '../session/useSignOut';
import { useViewer } from '../session/useViewer';
import { TRADING_PATHS } from '../trading/paths';
import { ACCOUNT_LINKS, NAV_BUTTON_PADDING } from './navigation';

interface AccountActionsProps {
  /** In the mobile side menu: full-width buttons that close the menu when used. */
  inMenu?: boolean;
  onNavigate?: () => void;
}

/** The widest the customer's name may be in the top bar (the longest labels, Russian, leave about this). */
const NAME_MAX_WIDTH_PX = 140;

/** SIGN IN and SIGN UP for guests; the customer's first name, ACCOUNT and SIGN OUT once signed in. */
export function AccountActions({ inMenu = false, onNavigate }: AccountActionsProps) {
  const { t } = useTranslation();
  const { viewer, loading } = useViewer();
  const { signOut, signingOut } = useSignOut();
  // Nothing until `me` answers, so a signed-in customer never sees SIGN IN flash by.
  if (loading) return null;
  // In the top bar, as tight as the page links; in the mobile menu, Mantine's own spacing.
  const spacing = inMenu ? {} : { ml: 4, px: NAV_BUTTON_PADDING };
  if (!viewer) {
    return ACCOUNT_LINKS.map((link) => (
      <Button
        key={link.to}
        component={Link}
        to={link.to}
        onClick={onNavigate}
        variant={link.variant}
        tt="uppercase"
        {...spacing}
        data-testid={inMenu ? undefined : link.testId}
      >
        {t(link.labelKey)}
      </Button>
    ));
  }
  return (
    <>
      <Button
        component={Link}
        to={PATHS.userHome}
        onClick={onNavigate}
        variant="subtle"
        {...spacing}
        data-testid={inMenu ? undefined : 'nav-user'}
        // A long name or e-mail must not push the top bar past the page: cut it, and show it whole on hover.
        maw={inMenu ? undefined : NAME_MAX_WIDTH_PX}
        title={viewer.firstName ?? viewer.email}
      >
        <span className="account-name">{viewer.firstName ?? viewer.email}</span>
      </Button>
      <Button
        component={Link}
        to={TRADING_PATHS.forex}
        onClick={onNavigate}
        variant="subtle"
        color="gray"
        tt="uppercase"
        {...spacing}
        data-testid={inMenu ? undefined : 'nav-trading'}
      >
        {t('nav.trading')}
      </Button>
      <Button
        component={Link}
        to={PATHS.account}
        onClick={onNavigate}
        variant="subtle"
        color="gray"
        tt="uppercase"
        {...spacing}
        data-testid={inMenu ? undefined : 'nav-account'}
      >
        {t('nav.account')}
      </Button>
      <Button
        variant="default"
        tt="uppercase"
        loading={signingOut}
        onClick={() => {
          onNavigate?.();
          signOut();
        }}
        {...spacing}
        data-testid={inMenu ? undefined : 'nav-signout'}
      >
        {t('session.signOut')}
      </Button>
    </>
  );
}
