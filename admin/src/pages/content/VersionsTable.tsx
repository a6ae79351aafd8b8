import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ActionModal } from '../../components/ActionModal';
import { adminDisplayName } from '../../graphql/admin';
import type { ContentAdminFieldsFragment, ContentSource } from '../../graphql/generated/graphql';
import { useDateTimeFormat } from '../../lib/format';
import { ContentSourceBadge, NO_WRAP } from './ContentSourceBadge';

/** The fields every published version has, whether of a page or of a FAQ entry. */
export interface VersionRow {
  version: number;
  source: ContentSource;
  admin?: ContentAdminFieldsFragment | null;
  publishedAt: string;
  restoredFrom?: number | null;
}

interface VersionsTableProps<T extends VersionRow> {
  /** Newest first: the first row is the version served now. */
  versions: readonly T[];
  /** The version's text in a few words (a page's title, an entry's question). */
  summary: (version: T) => string;
  /** Publishes the version again; absent for admins who may only read. */
  onRestore?: (version: number) => Promise<unknown>;
}

/** Every published version, kept for ever, with Restore (after a confirmation) for the earlier ones. */
export function VersionsTable<T extends VersionRow>({ versions, summary, onRestore }: VersionsTableProps<T>) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped data-testid="content-versions-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th ta="right">{t('content.version')}</Table.Th>
            <Table.Th>{t('content.versions.summary')}</Table.Th>
            <Table.Th>{t('content.sourceLabel')}</Table.Th>
            <Table.Th>{t('content.versions.admin')}</Table.Th>
            <Table.Th>{t('content.published')}</Table.Th>
            <Table.Th>{t('content.versions.restoredFrom')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {versions.map((row, index) => (
            <Table.Tr key={row.version} data-testid="content-version-row" data-version={row.version}>
              <Table.Td ta="right">{row.version}</Table.Td>
              <Table.Td>{summary(row)}</Table.Td>
              <Table.Td style={NO_WRAP}>
                <ContentSourceBadge source={row.source} />
              </Table.Td>
              <Table.Td>{row.admin ? adminDisplayName(row.admin) : '—'}</Table.Td>
              <Table.Td style={NO_WRAP}>{formatTime(row.publishedAt)}</Table.Td>
              <Table.Td data-testid="content-version-restored-from">
                {row.restoredFrom == null ? '' : t('content.versions.restoredFromValue', { version: row.restoredFrom })}
              </Table.Td>
              <Table.Td ta="right">
                {index === 0 ? (
                  <Badge variant="outline" data-testid="content-version-current">
                    {t('content.versions.current')}
                  </Badge>
                ) : (
                  onRestore && <RestoreButton version={row.version} onRestore={onRestore} />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RestoreButton({ version, onRestore }: { version: number; onRestore: (version: number) => Promise<unknown> }) {
  const { t } = useTranslation();
  return (
    <ActionModal
      testId={`content-restore-${version}`}
      buttonLabel={t('content.versions.restore')}
      title={t('content.versions.restoreTitle', { version })}
      question={t('content.versions.restoreQuestion', { version })}
      confirmLabel={t('content.versions.restoreConfirm')}
      variant="light"
      onConfirm={() => onRestore(version)}
    />
  );
}

/** Shown above the versions to admins who may read but not publish. */
export function ReadOnlyNote() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" data-testid="content-read-only">
      {t('content.readOnly')}
    </Text>
  );
}
