import type { Viewer } from '@mc/platform';
import type { IdentityService } from './identity.service';

export type IdentityContext = { viewer: Viewer; identity: IdentityService };
