import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { drivers } from './drivers';
import { shipments } from './shipments';

/** SPEC §3 "Rating question"; ids like '{product}-entregador' (driver stars, required) and 'comentarios'. */
export const ratingQuestions = pgTable(
  'rating_questions',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    questionText: text('question_text').notNull(),
    required: boolean('required').notNull().default(false),
    position: smallint('position').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [check('rating_questions_type_check', sql`${t.type} IN ('star_rating', 'text_long', 'nps')`)],
);

/** A recipient's rating of a delivery (NPS 0 to 10), one per shipment. */
export const ratings = pgTable(
  'ratings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id').references(() => drivers.id),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('ratings_shipment_key').on(t.shipmentId),
    check('ratings_nps_range', sql`${t.rating} BETWEEN 0 AND 10`),
  ],
);

export const ratingAnswers = pgTable(
  'rating_answers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ratingId: integer('rating_id')
      .notNull()
      .references(() => ratings.id, { onDelete: 'cascade' }),
    questionId: text('question_id')
      .notNull()
      .references(() => ratingQuestions.id),
    answer: text('answer').notNull(),
  },
  (t) => [index('rating_answers_rating_idx').on(t.ratingId)],
);
