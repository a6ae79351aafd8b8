import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DeskTradeFieldsFragment } from '../graphql/generated/graphql';
import { useDateTimeFormat } from '../lib/format';
import { userPath } from '../paths';

type Skip = DeskTradeFieldsFragment['mirrorSkips'][number];

/** The copiers a model trade was not mirrored to, and why (trading's recorded skips). */
export function MirrorSkips({ skips }: { skips: readonly Skip[] }) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  if (skips.length === 0) return null;
  return (
    <Table striped withTableBorder fz="sm" data-testid="desk-skips">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('desk.skips.customer')}</Table.Th>
          <Table.Th>{t('desk.skips.reason')}</Table.Th>
          <Table.Th>{t('desk.skips.at')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {skips.map((skip) => (
          <Table.Tr key={skip.userId} data-testid="desk-skip" data-reason={skip.reason}>
            <Table.Td>
              <Link to={userPath(skip.userId)}>{skip.user.email}</Link>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{t(`desk.skipReason.${skip.reason}`)}</Text>
              <Text size="xs" c="dimmed">
                {skip.detail}
              </Text>
            </Table.Td>
            <Table.Td>{formatTime(skip.at)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
