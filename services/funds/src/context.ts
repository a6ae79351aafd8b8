import type { Viewer } from '@mc/platform';
import type { FundsService } from './funds.service';

export type FundsContext = { viewer: Viewer; funds: FundsService };
