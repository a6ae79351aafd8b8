import { Button, Code, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { prettyJson, useDateTimeFormat } from '../../lib/format';
import type { AuditEntry } from './queries';

const COLUMNS = 6;

/** One page of the audit log; each row expands to the record before and after the action. */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover data-testid="audit-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('audit.time')}</Table.Th>
            <Table.Th>{t('audit.admin')}</Table.Th>
            <Table.Th>{t('audit.ip')}</Table.Th>
            <Table.Th>{t('audit.operation')}</Table.Th>
            <Table.Th>{t('audit.target')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Identity's entries carry the admin's e-mail, funds' entries the admin (named by identity); else the admin's id. */
function adminText(entry: AuditEntry): string {
  const email = 'adminEmail' in entry ? entry.adminEmail : entry.admin?.email;
  return email ?? entry.adminId;
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const [expanded, { toggle }] = useDisclosure(false);
  return (
    <>
      <Table.Tr data-testid="audit-row" data-id={entry.id}>
        <Table.Td>{formatTime(entry.at)}</Table.Td>
        <Table.Td>{adminText(entry)}</Table.Td>
        <Table.Td ff="monospace">{entry.ip}</Table.Td>
        <Table.Td ff="monospace">{entry.operation}</Table.Td>
        <Table.Td>
          {entry.targetType}{' '}
          <Text span ff="monospace" c="dimmed">
            {entry.targetId}
          </Text>
        </Table.Td>
        <Table.Td ta="right">
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={toggle}
            aria-expanded={expanded}
            data-testid="audit-details-toggle"
          >
            {expanded ? t('audit.hideDetails') : t('audit.details')}
          </Button>
        </Table.Td>
      </Table.Tr>
      {expanded && (
        <Table.Tr data-testid="audit-details">
          <Table.Td colSpan={COLUMNS}>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <JsonBlock label={t('audit.before')} json={entry.before} testId="audit-before" />
              <JsonBlock label={t('audit.after')} json={entry.after} testId="audit-after" />
            </SimpleGrid>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}

function JsonBlock({ label, json, testId }: { label: string; json: string | null; testId: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {json === null ? (
        <Text size="sm" c="dimmed" data-testid={testId}>
          {t('audit.none')}
        </Text>
      ) : (
        <Code block data-testid={testId}>
          {prettyJson(json)}
        </Code>
      )}
    </Stack>
  );
}
