import { useQuery } from '@apollo/client/react';
import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../session/paths';
import { ErrorState } from '../ui/ErrorState';
import { LoadingState } from '../ui/LoadingState';
import { ACCOUNT_QUERY, type AccountDetails } from './queries';

interface AccountFrameProps {
  /** The page's test id, e.g. profile-page; the back link then has `${testId}-back`. */
  testId: string;
  heading: string;
  intro?: string;
  /** Where the link under the card leads: the account overview unless told otherwise. */
  back?: { to: string; label: string; testId: string };
  /** The page's content once the account is read. */
  children: (account: AccountDetails) => ReactNode;
}

/**
 * The card of every account page: the heading, the content drawn from the customer's account
 * (read again on each visit, the cached copy shown meanwhile) and a link back.
 */
export function AccountFrame({ testId, heading, intro, back, children }: AccountFrameProps) {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(ACCOUNT_QUERY, { fetchPolicy: 'cache-and-network' });
  const account = data?.me;
  const backLink = back ?? { to: PATHS.account, label: t('account.back'), testId: `${testId}-back` };
  return (
    <Container size="sm" py="xl" data-testid={testId}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {heading}
          </Title>
          {intro && (
            <Text size="sm" c="dimmed">
              {intro}
            </Text>
          )}
          {account ? (
            children(account)
          ) : error ? (
            <ErrorState
              error={error}
              title={t('session.loadErrorTitle')}
              message={t('session.loadError')}
              retryLabel={t('session.retry')}
              onRetry={() => void refetch().catch(() => undefined)}
            />
          ) : (
            <LoadingState label={t('session.loading')} />
          )}
          <Anchor component={Link} to={backLink.to} size="sm" data-testid={backLink.testId}>
            {backLink.label}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
