import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SuccessBox } from '@mc/client';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { NotFound } from '../../components/NotFound';
import { PageTitle } from '../../components/PageTitle';
import { QueryError, QueryLoader } from '../../components/QueryState';
import { mayEditContent } from '../../lib/contentRoles';
import { contentPagesPath } from '../../paths';
import { useSignedInAdmin } from '../../session/SignedInAdmin';
import { ContentSourceBadge } from './ContentSourceBadge';
import { LanguagePicker } from './LanguagePicker';
import { PageEditForm } from './PageEditForm';
import {
  CONTENT_PAGE_QUERY,
  CONTENT_PAGES_QUERY,
  EDIT_PAGE_MUTATION,
  PAGE_VERSIONS_QUERY,
  RESTORE_PAGE_VERSION_MUTATION,
  type ContentPage,
} from './queries';
import { useContentLanguage } from './useContentLanguage';
import { VersionsSection } from './VersionsSection';

/** /control/content/pages/:slug/update?language=xx: a page's texts, preview and versions; Not Found otherwise. */
export function ContentPageEditPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const [language, setLanguage] = useContentLanguage();
  const { data, error } = useQuery(CONTENT_PAGE_QUERY, {
    variables: { slug, language },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.page;
  return (
    <Stack gap="md" data-testid="content-page-edit-page">
      <PageTitle label={page?.title ?? slug} />
      <Breadcrumbs
        trail={[{ label: t('content.pages.title'), to: contentPagesPath(language) }, { label: page?.title ?? slug }]}
      />
      <LanguagePicker value={language} onChange={setLanguage} />
      {error !== undefined && page === undefined ? (
        <QueryError error={error} />
      ) : page === undefined ? (
        <QueryLoader />
      ) : page === null ? (
        <NotFound />
      ) : (
        <PageEditor key={`${page.slug}-${page.language}`} page={page} />
      )}
    </Stack>
  );
}

function PageEditor({ page }: { page: ContentPage }) {
  const { t } = useTranslation();
  const editable = mayEditContent(useSignedInAdmin());
  const [notice, setNotice] = useState<string | null>(null);
  const target = { slug: page.slug, language: page.language };
  const refetch = { refetchQueries: [PAGE_VERSIONS_QUERY, CONTENT_PAGES_QUERY], awaitRefetchQueries: true };
  const [editPage] = useMutation(EDIT_PAGE_MUTATION, refetch);
  const [restoreVersion] = useMutation(RESTORE_PAGE_VERSION_MUTATION, refetch);
  const versions = useQuery(PAGE_VERSIONS_QUERY, { variables: target, fetchPolicy: 'cache-and-network' });
  return (
    <>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={2}>{page.title}</Title>
          <Group gap="xs">
            <Text size="sm" c="dimmed" data-testid="content-page-version">
              {t('content.pages.servedVersion', { version: page.version })}
            </Text>
            <ContentSourceBadge source={page.source} />
          </Group>
        </Stack>
        <Anchor href={page.path} target="_blank" rel="noreferrer" size="sm" data-testid="content-page-public-link">
          {t('content.pages.openPublic', { path: page.path })}
        </Anchor>
      </Group>
      {notice !== null && <SuccessBox>{notice}</SuccessBox>}
      <PageEditForm
        key={page.version}
        page={page}
        editable={editable}
        onPublish={async (text) => {
          const result = await editPage({ variables: { input: { ...target, ...text } } });
          setNotice(t('content.publishedNotice', { version: result.data?.editPage.version ?? page.version + 1 }));
        }}
      />
      <VersionsSection
        versions={versions.data?.pageVersions}
        error={versions.error}
        editable={editable}
        summary={(version) => version.title}
        restore={async (version) => {
          const result = await restoreVersion({ variables: { ...target, version } });
          const published = result.data?.restorePageVersion.version;
          setNotice(t('content.restoredNotice', { version, published }));
        }}
      />
    </>
  );
}
