import { Container, Divider, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountSummary } from '../account/AccountSummary';
import { ReferralLink } from '../account/ReferralLink';
import { usePageTitle } from '../chrome/usePageTitle';
import { useViewer } from '../session/useViewer';

/** The signed-in home until the mining dashboard arrives: who is signed in and their referral link. */
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
          <Divider />
          <ReferralLink referralCode={viewer.referralCode} />
        </Stack>
      </Paper>
    </Container>
  );
}
