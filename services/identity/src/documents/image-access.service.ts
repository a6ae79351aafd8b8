import { type Database, isObjectNotFound, type Viewer } from '@mc/platform';
import type { AdminService } from '../admins/admin.service';
import type { SessionService } from '../auth/session.service';
import { findStoredImage, type StoredImageRow } from '../db/images.repository';
import { findUserById } from '../db/users.repository';
import { isUserId, mayReadUser } from '../users/user-access';
import { isStoredName, type DocumentStore, type UploadFolder } from './document-store';

/**
 * What GET /images/:key answers. A guest (or an ended session) gets 401; a signed-in reader gets
 * 404 both for a key that does not exist and for someone else's image, so a key's existence is
 * never revealed to whoever may not see it.
 */
export type ImageAnswer =
  { status: 200; bytes: Buffer; contentType: StoredImageRow['contentType'] } | { status: 401 | 404 };

/** Reads a stored image for whoever may read the GraphQL field it came from. */
export class ImageAccessService {
  constructor(
    private readonly database: Database,
    private readonly sessions: SessionService,
    private readonly admins: AdminService,
    private readonly stores: Record<UploadFolder, DocumentStore>,
  ) {}

  async read(viewer: Viewer, key: string): Promise<ImageAnswer> {
    if (!(await this.isSignedIn(viewer))) return { status: 401 };
    if (!isStoredName(key)) return { status: 404 };
    const image = await findStoredImage(this.database.orm, key);
    if (!image || !mayReadImage(viewer, image)) return { status: 404 };
    try {
      return { status: 200, bytes: await this.stores[image.folder].read(key), contentType: image.contentType };
    } catch (error) {
      // A row whose object is gone (a database restored without its uploads): nothing to serve.
      if (isObjectNotFound(error)) return { status: 404 };
      throw error;
    }
  }

  /** The same session checks as the GraphQL root fields: a live session of an active admin or customer. */
  private async isSignedIn(viewer: Viewer): Promise<boolean> {
    switch (viewer.kind) {
      case 'guest':
        return false;
      case 'admin':
        return (await this.admins.current(viewer)) !== null;
      case 'user': {
        if (!isUserId(viewer.userId) || (await this.sessions.hasEnded(viewer))) return false;
        const user = await findUserById(this.database.orm, viewer.userId);
        return user !== undefined && user.deactivatedAt === null;
      }
    }
  }
}

/** As the fields allow: customers' images to their owner and admins, admins' photos to admins. */
function mayReadImage(viewer: Viewer, image: StoredImageRow): boolean {
  return image.ownerKind === 'admin' ? viewer.kind === 'admin' : mayReadUser(viewer, image.ownerId);
}
