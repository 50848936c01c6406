import type * as schema from '../db/schema/index';

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** Every row of the demo data set, table by table, ready to insert in this order (foreign keys first). */
export interface DemoData {
  customers: Row<typeof schema.customers>[];
  customerFeatures: Row<typeof schema.customerFeatures>[];
  experiments: Row<typeof schema.experiments>[];
  customerExperiments: Row<typeof schema.customerExperiments>[];
  /** passwordHash is filled in at insert time from `password` (hashing is slow, so it is not done here). */
  users: (Omit<Row<typeof schema.users>, 'passwordHash'> & { password: string | null })[];
  warehouses: Row<typeof schema.warehouses>[];
  drivers: Row<typeof schema.drivers>[];
  quotations: Row<typeof schema.quotations>[];
  orders: Row<typeof schema.orders>[];
  stops: Row<typeof schema.stops>[];
  orderTrackingTokens: Row<typeof schema.orderTrackingTokens>[];
  charges: Row<typeof schema.charges>[];
  orderTaxes: Row<typeof schema.orderTaxes>[];
  shipments: Row<typeof schema.shipments>[];
  shipmentRecipients: Row<typeof schema.shipmentRecipients>[];
  timelineEvents: Row<typeof schema.timelineEvents>[];
  proofsOfDelivery: Row<typeof schema.proofsOfDelivery>[];
  podPictures: Row<typeof schema.podPictures>[];
  fiscalDocuments: Row<typeof schema.fiscalDocuments>[];
  ratingQuestions: Row<typeof schema.ratingQuestions>[];
  ratings: Row<typeof schema.ratings>[];
  ratingAnswers: Row<typeof schema.ratingAnswers>[];
  mailOutbox: Row<typeof schema.mailOutbox>[];
}

export function emptyDemoData(): DemoData {
  return {
    customers: [],
    customerFeatures: [],
    experiments: [],
    customerExperiments: [],
    users: [],
    warehouses: [],
    drivers: [],
    quotations: [],
    orders: [],
    stops: [],
    orderTrackingTokens: [],
    charges: [],
    orderTaxes: [],
    shipments: [],
    shipmentRecipients: [],
    timelineEvents: [],
    proofsOfDelivery: [],
    podPictures: [],
    fiscalDocuments: [],
    ratingQuestions: [],
    ratings: [],
    ratingAnswers: [],
    mailOutbox: [],
  };
}

/** Next ids per table: the builder assigns ids itself so child rows can point at their parents. */
export class IdCounters {
  private readonly next = new Map<string, number>();
  constructor(private readonly starts: Record<string, number> = { orders: 100001 }) {}
  take(table: string): number {
    const id = this.next.get(table) ?? this.starts[table] ?? 1;
    this.next.set(table, id + 1);
    return id;
  }
}
