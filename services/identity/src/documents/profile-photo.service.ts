import type { Database, Viewer } from '@mc/platform';
import type { AccountService } from '../accounts/account.service';
import { updateUser, type UserRow } from '../db/users.repository';
import { mayReadUser } from '../users/user-access';
import { imageUrl, type DocumentStore } from './document-store';
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

  /** The photo's /images URL; the image route checks the reader again. */
  photoOf(viewer: Viewer, user: UserRow): string | null {
    if (!user.photoStoredName || !mayReadUser(viewer, user.id)) return null;
    return imageUrl(user.photoStoredName);
  }
}
