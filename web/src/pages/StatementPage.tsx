import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Group, NativeSelect, Pagination, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormAction } from '@mc/client';
import { FundsFrame } from '../funds/FundsFrame';
import { BALANCES_QUERY } from '../funds/queries/balances';
import { STATEMENT_QUERY, type StatementLine } from '../funds/queries/statement';
import { downloadText, fetchWholeStatement, statementCsv } from '../funds/statement/statementCsv';
import { ProofOfLiabilitiesLink } from '../funds/statement/ProofOfLiabilitiesLink';
import { StatementTable } from '../funds/statement/StatementTable';
import { statementNoteText } from '../funds/statement/statementNote';
import { ErrorState } from '../ui/ErrorState';
import { FormErrors } from '../ui/FormErrors';
import { LoadingState } from '../ui/LoadingState';

const PAGE_SIZE = 50;
const ALL_ASSETS = '';

/**
 * /user/statement.html: every posting on the customer's accounts, newest first, one asset or all,
 * with the reason of each (deposits, withdrawals, adjustments); downloadable as CSV (DESIGN.md §6).
 */
export function StatementPage() {
  const { t } = useTranslation();
  const [assetCode, setAssetCode] = useState(ALL_ASSETS);
  const [page, setPage] = useState(1);
  const assets = useAssetChoices();
  const { data, previousData, error, refetch } = useQuery(STATEMENT_QUERY, {
    variables: { page, pageSize: PAGE_SIZE, assetCode: assetCode === ALL_ASSETS ? null : assetCode },
    fetchPolicy: 'cache-and-network',
  });
  const statement = (data ?? previousData)?.me?.statement;
  const pages = statement ? Math.max(1, Math.ceil(statement.total / statement.pageSize)) : 1;

  return (
    <FundsFrame
      testId="statement-page"
      size="lg"
      title={t('funds.statement.title')}
      heading={t('funds.statement.heading')}
      intro={t('funds.statement.intro')}
      actions={<ProofOfLiabilitiesLink />}
    >
      <Group justify="space-between" align="flex-end">
        <NativeSelect
          label={t('funds.statement.asset')}
          value={assetCode}
          onChange={(event) => {
            setAssetCode(event.currentTarget.value);
            setPage(1);
          }}
          data={[
            { value: ALL_ASSETS, label: t('funds.statement.allAssets') },
            ...assets.map((code) => ({ value: code, label: code })),
          ]}
          data-testid="statement-asset"
        />
        <CsvDownload assetCode={assetCode === ALL_ASSETS ? null : assetCode} />
      </Group>
      {statement ? (
        statement.items.length === 0 ? (
          <Text ta="center" c="dimmed" fw={600} py="lg" data-testid="statement-empty">
            {t('funds.statement.empty')}
          </Text>
        ) : (
          <Stack gap="sm">
            <StatementTable lines={statement.items} />
            {pages > 1 && (
              <Pagination total={pages} value={page} onChange={setPage} data-testid="statement-pagination" />
            )}
          </Stack>
        )
      ) : error ? (
        <ErrorState
          error={error}
          title={t('funds.statement.loadErrorTitle')}
          message={t('funds.statement.loadError')}
          retryLabel={t('session.retry')}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : (
        <LoadingState label={t('funds.statement.loading')} />
      )}
    </FundsFrame>
  );
}

/** The trading currency and the four mining coins, as the balances name them. */
function useAssetChoices(): string[] {
  const { data } = useQuery(BALANCES_QUERY, { fetchPolicy: 'cache-first' });
  const balances = data?.me?.balances;
  return balances ? [balances.trading.assetCode, ...balances.mining.map((money) => money.assetCode)] : [];
}

/** Reads the whole statement (of the chosen asset) and hands it over as a CSV file. */
function CsvDownload({ assetCode }: { assetCode: string | null }) {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const { run, pending, errors } = useFormAction();
  const download = () =>
    void run(async () => {
      const { lines, complete } = await fetchWholeStatement(client, assetCode);
      const day = new Date().toISOString().slice(0, 10);
      const name = `statement-${assetCode ?? 'all'}-${day}${complete ? '' : '-partial'}.csv`;
      const describe = (line: StatementLine) => statementNoteText(line, t, i18n.language);
      downloadText(name, statementCsv(lines, describe), 'text/csv;charset=utf-8');
    });
  return (
    <Stack gap={4} align="flex-end">
      <Button variant="default" loading={pending} onClick={download} data-testid="statement-csv">
        {t('funds.statement.downloadCsv')}
      </Button>
      <FormErrors errors={errors} />
    </Stack>
  );
}
