import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../ui/format';
import { formatMoney } from '../money';
import type { StatementLine } from '../queries/statement';
import { statementNoteText } from './statementNote';

/** One page of postings: date, what happened, which account, the signed change and the balance after it. */
export function StatementTable({ lines }: { lines: readonly StatementLine[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="xs" data-testid="statement-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('funds.statement.date')}</Table.Th>
            <Table.Th>{t('funds.statement.description')}</Table.Th>
            <Table.Th>{t('funds.statement.account')}</Table.Th>
            <Table.Th ta="right">{t('funds.statement.amount')}</Table.Th>
            <Table.Th ta="right">{t('funds.statement.balanceAfter')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.id} data-testid="statement-row" data-kind={line.kind}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(line.at, i18n.language, true)}</Table.Td>
              <Table.Td>
                {t(`funds.statement.kinds.${line.kind}`)}
                <Text size="xs" c="dimmed" data-testid="statement-row-description" data-note={line.note?.code}>
                  {statementNoteText(line, t, i18n.language)}
                </Text>
              </Table.Td>
              <Table.Td>
                {line.account === 'HELD' ? t('funds.statement.held') : t('funds.statement.available')}
              </Table.Td>
              <Table.Td
                ta="right"
                ff="monospace"
                c={line.amount.amount.startsWith('-') ? 'red' : 'green'}
                data-testid="statement-row-amount"
              >
                {formatMoney(line.amount)}
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                {formatMoney(line.balanceAfter)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
