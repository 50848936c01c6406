import type { Database } from '../db/database';
import { ratingAnswers, ratings } from '../db/schema/index';
import { emitRatingCreated } from '../webhooks/events';

export interface NewRating {
  shipmentId: number;
  driverId: number;
  /** The driver's stars, as the rating call sends them (the column's 0–10 check admits them). */
  rating: number;
  comment: string | null;
  answers: { questionId: string; answer: string }[];
  now: Date;
}

/**
 * Stores a rating with its answers. False when the shipment already has one: the unique index on
 * `ratings.shipment_id` decides, so two submits racing each other store one rating, never two.
 */
export async function insertRating(db: Database, input: NewRating): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(ratings)
      .values({
        shipmentId: input.shipmentId,
        driverId: input.driverId,
        rating: input.rating,
        comment: input.comment,
        createdAt: input.now,
      })
      .onConflictDoNothing({ target: ratings.shipmentId })
      .returning({ id: ratings.id });
    if (!created) return false;
    if (input.answers.length > 0) {
      await tx
        .insert(ratingAnswers)
        .values(
          input.answers.map((a) => ({ ratingId: created.id, questionId: a.questionId, answer: a.answer })),
        );
    }
    await emitRatingCreated(tx, input);
    return true;
  });
}
