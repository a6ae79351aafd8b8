import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '@mc/platform';

/** Where an image lives (its upload folder), what it is, and whose it is. */
export type StoredImageRow = {
  folder: 'photos' | 'identity';
  contentType: 'image/jpeg' | 'image/png';
  ownerKind: 'user' | 'admin';
  ownerId: string;
};

/** The image currently referred to by that stored name: a customer's photo, an identity document, an admin's photo. */
export async function findStoredImage(db: Executor, storedName: string): Promise<StoredImageRow | undefined> {
  const [row] = await queryRows<StoredImageRow>(
    db,
    sql`
      select 'photos' as "folder", photo_content_type as "contentType", 'user' as "ownerKind", id::text as "ownerId"
        from users where photo_stored_name = ${storedName}
      union all
      select 'identity', content_type, 'user', user_id::text
        from identity_documents where stored_name = ${storedName}
      union all
      select 'photos', photo_content_type, 'admin', id::text
        from admins where photo_stored_name = ${storedName}
      limit 1`,
  );
  return row;
}
