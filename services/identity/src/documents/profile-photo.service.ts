import type { Database, Viewer } from '@mc/platform';
import type { AccountService } from '../accounts/account.service';
import { updateUser, type UserRow } from '../db/users.repository';
import { mayReadUser } from '../users/user-access';
import type { DocumentStore } from './document-store';
import type { ImageUpload } from '../generated/resolvers';
import { checkImage } from './identity-check.service';

/** The customer's profile photo: one current image, readable by the customer and admins. */
export class ProfilePhotoService {
  constructor(
    private readonly database: Database,
    private readonly accounts: AccountService,
    private readonly store: DocumentStore,
  ) {}

  async update(viewer: Viewer, upload: ImageUpload): Promise<UserRow> {
    const user = await this.accounts.requireCustomer(viewer);
    const image = checkImage('photo', upload);
    const { storedName } = await this.store.save(image.bytes, image.kind);
    return updateUser(this.database.orm, user.id, {
      photoStoredName: storedName,
      photoContentType: image.kind.contentType,
    });
  }

  async photoOf(viewer: Viewer, user: UserRow): Promise<string | null> {
    if (!user.photoStoredName || !user.photoContentType || !mayReadUser(viewer, user.id)) return null;
    return this.store.readDataUrl(user.photoStoredName, user.photoContentType);
  }
}
