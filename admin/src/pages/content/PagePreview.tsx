import { Stack, Text, Title, Typography } from '@mantine/core';
import type { PageEditInput } from '../../graphql/generated/graphql';
import { PAGE_DRAFT_PREVIEW_QUERY, useDraftPreview } from './draftPreview';
import { DraftPreviewNotice } from './DraftPreviewNotice';
import type { ContentPage } from './queries';

interface PagePreviewProps {
  page: ContentPage;
  /** The form's text when it differs from the published version, else null. */
  draft: PageEditInput | null;
}

type RenderedPage = Pick<ContentPage, 'title' | 'description' | 'introHtml'> & {
  sections: { key: string; title: string; html: string }[];
};

/**
 * The page as the site renders it: the unpublished draft when the form holds one (rendered by the
 * content service with the rules of publishing, nothing stored), else the published version.
 */
export function PagePreview({ page, draft }: PagePreviewProps) {
  const preview = useDraftPreview(PAGE_DRAFT_PREVIEW_QUERY, draft);
  const shown = draft === null ? page : preview.data?.pageDraftPreview;
  return (
    <Stack gap="sm" data-testid="content-page-preview">
      {draft !== null && (
        <DraftPreviewNotice preview={preview} liveVersion={page.version} testId="content-preview-draft" />
      )}
      {shown && <RenderedPagePreview page={shown} />}
    </Stack>
  );
}

/** The content service renders the Markdown and escapes raw HTML in it, so its output is safe to insert. */
function RenderedPagePreview({ page }: { page: RenderedPage }) {
  return (
    <>
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
    </>
  );
}
