import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { media } from '../db/schema';
import type { Image } from './images';

/** Stores an image and returns its id (the public URL is mediaUrl(id)). */
export async function storeImage(db: Database, image: Image): Promise<string> {
  const [row] = await db
    .insert(media)
    .values({ contentType: image.contentType, byteSize: image.data.length, data: image.data })
    .returning({ id: media.id });
  return row.id;
}

export async function loadImage(db: Database, id: string) {
  const [row] = await db
    .select({ contentType: media.contentType, data: media.data })
    .from(media)
    .where(eq(media.id, id));
  return row ?? null;
}

export async function deleteImage(db: Database, id: string): Promise<void> {
  await db.delete(media).where(eq(media.id, id));
}
