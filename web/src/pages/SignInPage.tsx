import { Container, Paper, Stack, Title } from '@mantine/core';
import { SignInForm, useSignInAndGoHome } from '@mc/client';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../chrome/usePageTitle';
import { CUSTOMER_AUTH_FORMS } from '../session/authForms';
import { PATHS } from '../session/paths';
import { reloadViewer } from '../session/viewerCache';
import { SIGN_IN_MUTATION } from '../signin/queries';
import { SignUpInsteadLink } from '../ui/AuthSwitchLinks';

export function SignInPage() {
  const { t } = useTranslation();
  usePageTitle(t('signin.title'));
  // The user guard there sends a customer with unfinished sign-up steps on to them.
  const signIn = useSignInAndGoHome(SIGN_IN_MUTATION, reloadViewer, PATHS.userHome);
  return (
    <Container size="xs" py="xl" data-testid="signin-page">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('signin.heading')}
          </Title>
          <SignInForm app={CUSTOMER_AUTH_FORMS} text={(key) => t(`signin.${key}`)} signIn={signIn}>
            <SignUpInsteadLink />
          </SignInForm>
        </Stack>
      </Paper>
    </Container>
  );
}
