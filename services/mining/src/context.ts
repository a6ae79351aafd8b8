import type { Viewer } from '@mc/platform';
import type { MiningService } from './mining.service';

export type MiningContext = { viewer: Viewer; mining: MiningService };
