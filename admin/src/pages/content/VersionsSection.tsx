import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryError, QueryLoader } from '../../components/QueryState';
import { ReadOnlyNote, VersionsTable, type VersionRow } from './VersionsTable';

interface VersionsSectionProps<T extends VersionRow> {
  /** Undefined while loading. */
  versions: readonly T[] | undefined;
  error: Error | undefined;
  editable: boolean;
  summary: (version: T) => string;
  /** Publishes the version again and says so; called only for admins who may edit. */
  restore: (version: number) => Promise<unknown>;
}

/** A page's or a FAQ entry's versions under its edit form: loading, error, read-only note, Restore. */
export function VersionsSection<T extends VersionRow>({
  versions,
  error,
  editable,
  summary,
  restore,
}: VersionsSectionProps<T>) {
  const { t } = useTranslation();
  return (
    <>
      <Title order={3}>{t('content.versions.title')}</Title>
      {!editable && <ReadOnlyNote />}
      {error !== undefined ? (
        <QueryError error={error} />
      ) : versions === undefined ? (
        <QueryLoader />
      ) : (
        <VersionsTable versions={versions} summary={summary} onRestore={editable ? restore : undefined} />
      )}
    </>
  );
}
