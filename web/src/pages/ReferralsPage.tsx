import { useQuery } from '@apollo/client/react';
import { Anchor, Container, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReferralLink } from '../account/ReferralLink';
import { usePageTitle } from '../chrome/usePageTitle';
import { REFERRALS_QUERY } from '../referrals/queries';
import { ReferralList } from '../referrals/ReferralList';
import { PATHS } from '../session/paths';
import { ErrorState } from '../ui/ErrorState';
import { LoadingState } from '../ui/LoadingState';

const PAGE_SIZE = 20;

/**
 * /user/referrals/list.html: the referral link to share, how many signed up through it and who
 * (first name and join date), a page at a time; "Load more" appends the next page (specification §4).
 */
export function ReferralsPage() {
  const { t } = useTranslation();
  usePageTitle(t('referrals.title'));
  const { data, error, refetch, fetchMore } = useQuery(REFERRALS_QUERY, {
    variables: { page: 1, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const me = data?.me;

  const loadMore = async () => {
    const shown = me?.referrals.items.length ?? 0;
    await fetchMore({
      variables: { page: Math.floor(shown / PAGE_SIZE) + 1, pageSize: PAGE_SIZE },
      updateQuery: (previous, { fetchMoreResult }) => {
        if (!previous.me || !fetchMoreResult.me) return previous;
        const before = previous.me.referrals;
        const more = fetchMoreResult.me.referrals;
        return {
          me: {
            ...previous.me,
            referralCount: fetchMoreResult.me.referralCount,
            referrals: { ...more, items: [...before.items, ...more.items] },
          },
        };
      },
    });
  };

  return (
    <Container size="sm" py="xl" data-testid="referrals-page">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('referrals.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('referrals.intro')}
          </Text>
          {me ? (
            <>
              <ReferralLink referralCode={me.referralCode} testIdPrefix="referrals" />
              <Divider />
              <Group justify="space-between" align="baseline">
                <Title order={2} size="h4">
                  {t('referrals.listTitle')}
                </Title>
                <Text size="sm">
                  {t('referrals.count')}{' '}
                  <Text component="span" fw={700} data-testid="referrals-count">
                    {me.referralCount}
                  </Text>
                </Text>
              </Group>
              <ReferralList referrals={me.referrals} onLoadMore={loadMore} />
            </>
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
          <Anchor component={Link} to={PATHS.userHome} size="sm" data-testid="referrals-back">
            {t('account.backHome')}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
