import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContentSource } from '../../graphql/generated/graphql';

/** Badges and times stay on one line: the question or title column takes the remaining width. */
export const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** Where a published version came from: the repository's Markdown file or an admin's edit. */
export function ContentSourceBadge({ source }: { source: ContentSource }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={source === 'ADMIN' ? 'orange' : 'gray'}
      style={{ width: 'max-content', maxWidth: 'none' }}
      data-testid="content-source"
    >
      {t(`content.source.${source}`)}
    </Badge>
  );
}
