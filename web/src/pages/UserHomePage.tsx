import { Anchor, Container, Divider, Group, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountSummary } from '../account/AccountSummary';
import { ReferralLink } from '../account/ReferralLink';
import { FUNDS_LINKS } from '../chrome/navigation';
import { usePageTitle } from '../chrome/usePageTitle';
import { BalancesCard } from '../funds/balances/BalancesCard';
import { MessagesCard } from '../messages/MessagesCard';
import { MiningDashboard } from '../mining/dashboard/MiningDashboard';
import { PATHS } from '../session/paths';
import { useViewer } from '../session/useViewer';

/** Links under the summary: the account pages, the referrals list, identity and password. */
const HOME_LINKS = [
  { to: PATHS.account, labelKey: 'user.account', testId: 'user-account-link' },
  { to: PATHS.profile, labelKey: 'user.profile', testId: 'user-profile-link' },
  { to: PATHS.phone, labelKey: 'user.phone', testId: 'user-phone-link' },
  { to: PATHS.address, labelKey: 'user.address', testId: 'user-address-link' },
  { to: PATHS.referrals, labelKey: 'user.referrals', testId: 'user-referrals-link' },
  { to: PATHS.verification, labelKey: 'user.verification', testId: 'user-verification-link' },
  { to: PATHS.changePassword, labelKey: 'user.changePassword', testId: 'user-change-password-link' },
] as const;

/**
 * The signed-in home (/user/index.html): the mining dashboard with its live balances per coin, who
 * is signed in, the balances with the money pages, links to the account pages, the referral link and
 * the operators' messages.
 */
export function UserHomePage() {
  const { t } = useTranslation();
  usePageTitle(t('user.title'));
  const { viewer } = useViewer();
  if (!viewer) return null;
  return (
    <Container size="sm" py="xl" data-testid="user-home">
      <Stack gap="lg">
        <MiningDashboard />
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Title order={1} size="h2" data-testid="user-greeting">
              {t('user.greeting', { name: viewer.firstName ?? viewer.email })}
            </Title>
            <AccountSummary viewer={viewer} />
            <Group component="nav" justify="flex-end" gap="md" aria-label={t('user.account')}>
              {HOME_LINKS.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} size="sm" data-testid={link.testId}>
                  {t(link.labelKey)}
                </Anchor>
              ))}
            </Group>
            <Divider />
            <ReferralLink referralCode={viewer.referralCode} />
          </Stack>
        </Paper>
        <BalancesCard />
        <Group
          component="nav"
          justify="center"
          gap="md"
          aria-label={t('funds.nav.label')}
          data-testid="user-funds-links"
        >
          {FUNDS_LINKS.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} size="sm" data-testid={link.testId}>
              {t(link.labelKey)}
            </Anchor>
          ))}
        </Group>
        <MessagesCard />
      </Stack>
    </Container>
  );
}
