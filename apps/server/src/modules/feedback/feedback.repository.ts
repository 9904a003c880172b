import { feedback, type Database } from '@reclaim/db';

export async function insertFeedback(
  db: Database,
  entry: { userId: string | null; email: string | null; rating: number | null; message: string },
) {
  const [row] = await db.insert(feedback).values(entry).returning({ id: feedback.id });
  return row!;
}
