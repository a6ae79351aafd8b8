import { Container, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../chrome/usePageTitle';
import { SignInForm } from '../signin/SignInForm';

export function SignInPage() {
  const { t } = useTranslation();
  usePageTitle(t('signin.title'));
  return (
    <Container size="xs" py="xl" data-testid="signin-page">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('signin.heading')}
          </Title>
          <SignInForm />
        </Stack>
      </Paper>
    </Container>
  );
}
