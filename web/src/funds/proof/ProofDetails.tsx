import { Code, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../money';
import type { InclusionProof, PublishedProof } from '../queries/proof';

/** Everything the check used, so a customer can redo it by hand (docs/funds.md, "Proof of liabilities"). */
export function ProofDetails({ inclusion, published }: { inclusion: InclusionProof; published: PublishedProof }) {
  const { t } = useTranslation();
  const rows: [string, string, React.ReactNode][] = [
    [
      'balances',
      t('funds.proof.balances'),
      inclusion.balances.map((money) => (
        <Text key={money.assetCode} ff="monospace" size="sm">
          {formatMoney(money)}
        </Text>
      )),
    ],
    ['root', t('funds.proof.root'), <Code block>{published.root}</Code>],
    ['leaf-hash', t('funds.proof.leafHash'), <Code block>{inclusion.leafHash}</Code>],
    ['salt', t('funds.proof.salt'), <Code block>{inclusion.salt}</Code>],
    [
      'leaf',
      t('funds.proof.leaf'),
      t('funds.proof.leafOf', { index: inclusion.leafIndex + 1, count: published.leafCount }),
    ],
    [
      'path',
      t('funds.proof.path'),
      inclusion.path.map((step, index) => (
        <Code key={index} block>{`${step.side === 'LEFT' ? '←' : '→'} ${step.hash}`}</Code>
      )),
    ],
  ];
  return (
    <Table verticalSpacing="xs" data-testid="proof-details">
      <Table.Tbody>
        {rows.map(([id, label, value]) => (
          <Table.Tr key={id} data-testid={`proof-${id}`}>
            <Table.Th w="30%">{label}</Table.Th>
            <Table.Td style={{ wordBreak: 'break-all' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
