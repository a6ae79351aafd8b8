import { Alert, Stack, Text, Title, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContentPage } from './queries';

interface PagePreviewProps {
  page: ContentPage;
  /** The form holds text that is not published yet: the preview says it shows the published version. */
  unsaved: boolean;
}

/**
 * The page as the site renders it, from the published version's HTML (the content service renders
 * the Markdown; the panel has no Markdown library of its own). The service escapes raw HTML in the
 * Markdown, so its output is safe to insert.
 */
export function PagePreview({ page, unsaved }: PagePreviewProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="content-page-preview">
      {unsaved && (
        <Alert variant="light" color="yellow" data-testid="content-preview-unsaved">
          {t('content.pages.previewUnsaved', { version: page.version })}
        </Alert>
      )}
      <Title order={2}>{page.title}</Title>
      {page.description !== '' && <Text c="dimmed">{page.description}</Text>}
      <Typography>
        <div dangerouslySetInnerHTML={{ __html: page.introHtml }} />
        {page.sections.map((section) => (
          <section key={section.key} id={section.key}>
            <h2>{section.title}</h2>
            <div dangerouslySetInnerHTML={{ __html: section.html }} />
          </section>
        ))}
      </Typography>
    </Stack>
  );
}
