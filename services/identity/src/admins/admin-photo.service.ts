import type { Database, Viewer } from '@mc/platform';
import { updateAdmin, type AdminRow } from '../db/admins.repository';
import { imageUrl, type DocumentStore } from '../documents/document-store';
import { checkImage } from '../documents/identity-check.service';
import type { ImageUpload } from '../generated/resolvers';
import type { AdminService } from './admin.service';
import { audit } from './audit';

/** An admin's own profile photo (specification 001 §3 `photo_profile`), checked like customers' photos. */
export class AdminPhotoService {
  constructor(
    private readonly database: Database,
    private readonly admins: AdminService,
    private readonly store: DocumentStore,
  ) {}

  async update(viewer: Viewer, ip: string, upload: ImageUpload): Promise<AdminRow> {
    const actor = await this.admins.requireAdmin(viewer);
    const image = checkImage('photo', upload);
    const { storedName, sha256 } = await this.store.save(image.bytes, image.kind);
    return this.database.orm.transaction(async (tx) => {
      const updated = await updateAdmin(tx, actor.id, {
        photoStoredName: storedName,
        photoContentType: image.kind.contentType,
      });
      await audit(tx, actor, ip, {
        operation: 'admin.photo.updated',
        targetType: 'admin',
        targetId: actor.id,
        before: { photoStoredName: actor.photoStoredName },
        after: { photoStoredName: storedName, sha256 },
      });
      return updated;
    });
  }

  /** Admins see each other's photos; customers never read admins. */
  photoOf(admin: AdminRow): string | null {
    return admin.photoStoredName ? imageUrl(admin.photoStoredName) : null;
  }
}
