import type { Viewer } from '@mc/platform';
import type { ContentService } from './content.service';

export type ContentContext = { viewer: Viewer; content: ContentService };
