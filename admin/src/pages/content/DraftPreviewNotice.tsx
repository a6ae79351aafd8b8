import { Alert, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../components/FormErrors';
import type { DebouncedInputQuery } from '@mc/client';

interface DraftPreviewNoticeProps {
  preview: DebouncedInputQuery<unknown>;
  /** The version that stays live until the draft is saved. */
  liveVersion: number;
  testId: string;
}

/** Above a draft's preview: that it is not published yet, the rendering in progress, and any refusal. */
export function DraftPreviewNotice({ preview, liveVersion, testId }: DraftPreviewNoticeProps) {
  const { t } = useTranslation();
  return (
    <>
      <Alert variant="light" color="yellow" data-testid={testId}>
        <Group gap="xs">
          {preview.loading && <Loader size="xs" />}
          <Text size="sm">{t('content.pages.previewDraft', { version: liveVersion })}</Text>
        </Group>
      </Alert>
      {preview.errors && <FormErrors errors={preview.errors} />}
    </>
  );
}
