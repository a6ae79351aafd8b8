import { createHash, randomUUID } from 'node:crypto';
import { checkImageUpload, type Database, type ImageUploadInput, type Viewer, recordAudit } from '@mc/platform';
import type { Actor } from '../access';
import { findTraderPhoto, insertTraderPhoto, showTraderPhoto } from '../db/trader-photos.repository';
import { tradingError } from '../errors';
import { withFigures, type TraderView } from './trader-figures';
import type { TraderService } from './trader.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where clients fetch a photo: the gateway's image path, answered by trading (see `photoRoute`). */
export function traderPhotoUrl(photoId: string): string {
  return `/images/traders/${photoId}`;
}

export type PhotoAnswer = { status: 200; bytes: Buffer; contentType: string } | { status: 404 };

/** Trader photos: uploaded by operators, checked by content as every image of the platform, kept for ever. */
export class TraderPhotoService {
  constructor(
    private readonly database: Database,
    private readonly traders: TraderService,
    private readonly now: () => number,
  ) {}

  /** Stores the photo and shows it in one audited transaction; a retired trader keeps the photo it had. */
  async upload(actor: Actor, traderId: string, upload: ImageUploadInput): Promise<TraderView> {
    const checked = checkImageUpload(upload);
    if (!checked.ok) throw tradingError('INVALID_INPUT', `The photo ${checked.problem}`, { field: 'photo' });
    const photo = {
      id: randomUUID(),
      traderId,
      contentType: checked.kind.contentType,
      sizeBytes: checked.bytes.length,
      sha256: createHash('sha256').update(checked.bytes).digest('hex'),
      bytes: checked.bytes,
      uploadedBy: actor.adminId,
      uploadedAt: new Date(this.now()),
    };
    const trader = await this.database.orm.transaction(async (tx) => {
      const before = await this.traders.lockedActiveTrader(tx, traderId);
      await insertTraderPhoto(tx, { ...photo, traderId: before.id });
      const after = await showTraderPhoto(tx, before.id, photo.id);
      const { bytes: _bytes, ...described } = photo;
      await recordAudit(tx, actor, {
        operation: 'TRADER_PHOTO_UPDATED',
        targetType: 'TRADER',
        targetId: before.id,
        before: { photoId: before.photoId },
        after: described,
      });
      return after;
    });
    return (await withFigures(this.database, [trader]))[0];
  }

  /** An active trader's photo to anyone, as the trader list is public; a retired one's to admins only. */
  async read(viewer: Viewer, id: string): Promise<PhotoAnswer> {
    if (!UUID.test(id)) return { status: 404 };
    const photo = await findTraderPhoto(this.database.orm, id.toLowerCase());
    if (!photo || (photo.traderRetiredAt && viewer.kind !== 'admin')) return { status: 404 };
    return { status: 200, bytes: photo.bytes, contentType: photo.contentType };
  }
}
