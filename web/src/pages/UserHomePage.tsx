import { Anchor, Container, Divider, Group, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountSummary } from '../account/AccountSummary';
import { ReferralLink } from '../account/ReferralLink';
import { usePageTitle } from '../chrome/usePageTitle';
import { PATHS } from '../session/paths';
import { useViewer } from '../session/useViewer';

/** The signed-in home until the mining dashboard arrives: who is signed in, the identity and password links and the referral link. */
export function UserHomePage() {
  const { t } = useTranslation();
  usePageTitle(t('user.title'));
  const { viewer } = useViewer();
  if (!viewer) return null;
  return (
    <Container size="sm" py="xl" data-testid="user-home">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} size="h2" data-testid="user-greeting">
            {t('user.greeting', { name: viewer.firstName ?? viewer.email })}
          </Title>
          <AccountSummary viewer={viewer} />
          <Group justify="flex-end">
            <Anchor component={Link} to={PATHS.verification} size="sm" data-testid="user-verification-link">
              {t('user.verification')}
            </Anchor>
            <Anchor component={Link} to={PATHS.changePassword} size="sm" data-testid="user-change-password-link">
              {t('user.changePassword')}
            </Anchor>
          </Group>
          <Divider />
          <ReferralLink referralCode={viewer.referralCode} />
        </Stack>
      </Paper>
    </Container>
  );
}
