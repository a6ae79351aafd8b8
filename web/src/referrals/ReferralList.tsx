import { Button, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../ui/format';
import { FormErrors } from '../ui/FormErrors';
import { useFormAction } from '@mc/client';
import type { ReferralPage } from './queries';

interface ReferralListProps {
  referrals: ReferralPage;
  /** Fetches the next page and appends it; a failure is shown under the button. */
  onLoadMore: () => Promise<unknown>;
}

/** The referred customers (first name, join date, the bonus hashrate they earned you), newest first, with "Load more" while pages remain. */
export function ReferralList({ referrals, onLoadMore }: ReferralListProps) {
  const { t, i18n } = useTranslation();
  const { run, pending, errors } = useFormAction();
  if (referrals.items.length === 0) {
    return (
      <Text ta="center" c="dimmed" fw={600} py="lg" data-testid="referrals-empty">
        {t('referrals.empty')}
      </Text>
    );
  }
  const hasMore = referrals.items.length < referrals.total;
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={420}>
        <Table striped verticalSpacing="xs" data-testid="referrals-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('referrals.firstName')}</Table.Th>
              <Table.Th ta="right">{t('referrals.joined')}</Table.Th>
              <Table.Th ta="right">{t('contractDetail.referralBonus.column')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {referrals.items.map((referral, index) => (
              <Table.Tr key={`${referral.joinedAt}-${index}`} data-testid="referrals-row">
                <Table.Td data-testid="referrals-row-name">{referral.firstName || t('referrals.noName')}</Table.Td>
                <Table.Td ta="right" data-testid="referrals-row-joined">
                  {formatDate(referral.joinedAt, i18n.language)}
                </Table.Td>
                <Table.Td ta="right" data-testid="referrals-row-bonus">
                  {referral.bonuses.length === 0
                    ? t('contractDetail.referralBonus.none')
                    : referral.bonuses
                        .map((bonus) =>
                          t('contractDetail.referralBonus.item', {
                            ths: bonus.contract.hashrateThs,
                            coin: bonus.contract.coin,
                          }),
                        )
                        .join(', ')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed" ta="center" data-testid="referrals-shown">
        {t('referrals.shown', { shown: referrals.items.length, total: referrals.total })}
      </Text>
      {hasMore && (
        <Button variant="default" loading={pending} onClick={() => void run(onLoadMore)} data-testid="referrals-more">
          {t('referrals.loadMore')}
        </Button>
      )}
      <FormErrors errors={errors} />
    </Stack>
  );
}
