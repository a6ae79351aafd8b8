import { useMutation, useQuery } from '@apollo/client/react';
import { Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRequestId } from '@mc/client';
import { ActionModal } from '../../components/ActionModal';
import { QueryError, QueryLoader } from '../../components/QueryState';
import { useDateTimeFormat } from '../../lib/format';
import { mayAct } from '../../lib/fundsRoles';
import { formatMoney } from '../../lib/money';
import { useSignedInAdmin } from '../../session/SignedInAdmin';
import {
  LATEST_LIABILITY_PROOF_QUERY,
  PUBLISH_LIABILITY_PROOF_MUTATION,
  type LiabilityProof,
} from './liabilityProofQueries';

/**
 * The latest proof of liabilities (DESIGN.md §6) and, for accountants, publishing a new one: a Merkle
 * root of every customer's balances now, which each customer checks on /user/proof.html.
 */
export function LiabilityProofCard({ onDone }: { onDone: (notice: string) => void }) {
  const { t } = useTranslation();
  const admin = useSignedInAdmin();
  const { data, loading, error } = useQuery(LATEST_LIABILITY_PROOF_QUERY, { fetchPolicy: 'cache-and-network' });
  const { requestId, renew } = useRequestId();
  const [publish] = useMutation(PUBLISH_LIABILITY_PROOF_MUTATION, {
    refetchQueries: ['AdminLatestLiabilityProof'],
    awaitRefetchQueries: true,
  });
  const latest = data?.latestLiabilityProof;
  return (
    <Paper withBorder p="md" radius="md" data-testid="liability-proof">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          {t('liabilityProof.title')}
        </Title>
        {mayAct(admin, 'ACCOUNTANT') && (
          <ActionModal
            testId="liability-proof-publish"
            buttonLabel={t('liabilityProof.publish.button')}
            title={t('liabilityProof.publish.title')}
            question={t('liabilityProof.publish.question')}
            confirmLabel={t('liabilityProof.publish.confirm')}
            onConfirm={() => publish({ variables: { requestId } })}
            onDone={() => {
              renew();
              onDone(t('liabilityProof.publish.done'));
            }}
          />
        )}
      </Group>
      {error !== undefined ? (
        <QueryError error={error} />
      ) : !data && loading ? (
        <QueryLoader />
      ) : latest ? (
        <ProofFacts proof={latest} />
      ) : (
        <Text c="dimmed" data-testid="liability-proof-empty">
          {t('liabilityProof.empty')}
        </Text>
      )}
    </Paper>
  );
}

function ProofFacts({ proof }: { proof: LiabilityProof }) {
  const { t } = useTranslation();
  const formatDateTime = useDateTimeFormat();
  return (
    <Stack gap="xs">
      <Text size="sm" data-testid="liability-proof-published">
        {t('liabilityProof.published', { date: formatDateTime(proof.publishedAt), count: proof.leafCount })}
      </Text>
      <Code block data-testid="liability-proof-root">
        {proof.root}
      </Code>
      <Group gap="md" data-testid="liability-proof-totals">
        {proof.totals.length === 0
          ? t('liabilityProof.noTotals')
          : proof.totals.map((money) => (
              <Text
                key={money.assetCode}
                size="sm"
                ff="monospace"
                data-testid={`liability-proof-total-${money.assetCode}`}
              >
                {formatMoney(money)}
              </Text>
            ))}
      </Group>
    </Stack>
  );
}
