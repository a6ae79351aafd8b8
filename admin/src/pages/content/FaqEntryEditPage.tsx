import { useMutation, useQuery } from '@apollo/client/react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SuccessBox } from '@mc/client';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { NotFound } from '../../components/NotFound';
import { PageTitle } from '../../components/PageTitle';
import { QueryError, QueryLoader } from '../../components/QueryState';
import { mayEditContent } from '../../lib/contentRoles';
import { faqListPath } from '../../paths';
import { useSignedInAdmin } from '../../session/SignedInAdmin';
import { ContentSourceBadge } from './ContentSourceBadge';
import { FaqEntryForm } from './FaqEntryForm';
import {
  EDIT_FAQ_ENTRY_MUTATION,
  FAQ_ENTRY_VERSIONS_QUERY,
  FAQ_QUERY,
  isFaqGroup,
  RESTORE_FAQ_ENTRY_VERSION_MUTATION,
  type FaqEntryRow,
} from './faqQueries';
import { LanguagePicker } from './LanguagePicker';
import { useContentLanguage } from './useContentLanguage';
import { VersionsSection } from './VersionsSection';

/** /control/content/faq/:group/:key/update?language=xx: one entry's texts and versions; Not Found otherwise. */
export function FaqEntryEditPage() {
  const { t } = useTranslation();
  const { group = '', key = '' } = useParams();
  const [language, setLanguage] = useContentLanguage();
  const { data, error } = useQuery(FAQ_QUERY, {
    variables: { group, language },
    fetchPolicy: 'cache-and-network',
    skip: !isFaqGroup(group),
  });
  // The graph serves a FAQ group whole; the entry is the one with the key (none: Not Found).
  const entry = isFaqGroup(group) ? (data?.faq.find((each) => each.key === key) ?? (data && null)) : null;
  return (
    <Stack gap="md" data-testid="faq-entry-edit-page">
      <PageTitle label={t('content.faq.editTitle', { key })} />
      <Breadcrumbs
        trail={[
          { label: t('content.faq.title'), to: faqListPath(isFaqGroup(group) ? group : 'general', language) },
          { label: key },
        ]}
      />
      <LanguagePicker value={language} onChange={setLanguage} />
      {error !== undefined && entry === undefined ? (
        <QueryError error={error} />
      ) : entry === undefined ? (
        <QueryLoader />
      ) : entry === null ? (
        <NotFound />
      ) : (
        <FaqEntryEditor key={`${entry.key}-${entry.language}`} entry={entry} />
      )}
    </Stack>
  );
}

function FaqEntryEditor({ entry }: { entry: FaqEntryRow }) {
  const { t } = useTranslation();
  const editable = mayEditContent(useSignedInAdmin());
  const [notice, setNotice] = useState<string | null>(null);
  const target = { key: entry.key, language: entry.language };
  const refetch = { refetchQueries: [FAQ_ENTRY_VERSIONS_QUERY, FAQ_QUERY], awaitRefetchQueries: true };
  const [editEntry] = useMutation(EDIT_FAQ_ENTRY_MUTATION, refetch);
  const [restoreVersion] = useMutation(RESTORE_FAQ_ENTRY_VERSION_MUTATION, refetch);
  const versions = useQuery(FAQ_ENTRY_VERSIONS_QUERY, { variables: target, fetchPolicy: 'cache-and-network' });
  return (
    <>
      <Stack gap={4}>
        <Title order={2}>{entry.question}</Title>
        <Group gap="xs">
          <Text size="sm" c="dimmed" data-testid="faq-entry-version">
            {t('content.faq.servedVersion', {
              version: entry.version,
              group: t(`content.faq.groups.${isFaqGroup(entry.group) ? entry.group : 'general'}`),
              position: entry.position,
            })}
          </Text>
          <ContentSourceBadge source={entry.source} />
        </Group>
      </Stack>
      {notice !== null && <SuccessBox>{notice}</SuccessBox>}
      <FaqEntryForm
        key={entry.version}
        entry={entry}
        editable={editable}
        onPublish={async ({ question, answer }) => {
          const input = { ...target, group: entry.group, question, answer };
          const result = await editEntry({ variables: { input } });
          setNotice(t('content.publishedNotice', { version: result.data?.editFaqEntry.version ?? entry.version + 1 }));
        }}
      />
      <VersionsSection
        versions={versions.data?.faqEntryVersions}
        error={versions.error}
        editable={editable}
        summary={(version) => version.question}
        restore={async (version) => {
          const result = await restoreVersion({ variables: { ...target, version } });
          const published = result.data?.restoreFaqEntryVersion.version;
          setNotice(t('content.restoredNotice', { version, published }));
        }}
      />
    </>
  );
}
