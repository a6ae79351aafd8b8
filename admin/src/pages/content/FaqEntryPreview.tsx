import { Stack, Text, Typography } from '@mantine/core';
import type { FaqEntryEditInput } from '../../graphql/generated/graphql';
import { FAQ_DRAFT_PREVIEW_QUERY, useDraftPreview } from './draftPreview';
import { DraftPreviewNotice } from './DraftPreviewNotice';
import type { FaqEntryRow } from './faqQueries';

interface FaqEntryPreviewProps {
  entry: FaqEntryRow;
  /** The form's text when it differs from the published version, else null. */
  draft: FaqEntryEditInput | null;
}

/** The entry as the site shows it: the unpublished draft when the form holds one, else the published text. */
export function FaqEntryPreview({ entry, draft }: FaqEntryPreviewProps) {
  const preview = useDraftPreview(FAQ_DRAFT_PREVIEW_QUERY, draft);
  const shown = draft === null ? entry : preview.data?.faqDraftPreview;
  return (
    <Stack gap="sm" data-testid="faq-entry-preview">
      {draft !== null && (
        <DraftPreviewNotice preview={preview} liveVersion={entry.version} testId="faq-preview-draft" />
      )}
      {shown && (
        <>
          <Text fw={600}>{shown.question}</Text>
          {/* The content service renders the Markdown and escapes raw HTML in it. */}
          <Typography>
            <div dangerouslySetInnerHTML={{ __html: shown.answerHtml }} />
          </Typography>
        </>
      )}
    </Stack>
  );
}
