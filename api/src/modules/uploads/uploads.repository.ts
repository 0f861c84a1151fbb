import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { uploads } from '../../db/schema/index.js';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

export async function insertUpload(db: Executor, values: NewUpload): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  return row!;
}

export async function findUploadByKey(db: Executor, key: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.storage_key, key)).limit(1);
  return row;
}

export async function findUploadsByKeys(db: Executor, keys: string[]): Promise<UploadRow[]> {
  if (keys.length === 0) return [];
  return db.select().from(uploads).where(inArray(uploads.storage_key, keys));
}
