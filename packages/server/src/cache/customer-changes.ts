import type { LiveChange } from '../live/change';
import type { ListenerEvents } from '../live/listener';
import type { LiveService } from '../live/service';

/**
 * Which customers' data changed, as a stamp per customer: a figure that grows with every change of that
 * customer's orders (migration 0004's triggers NOTIFY box_changes with the customer of each changed order,
 * src/live LISTENs), with every write request a customer's user made here (`forgetCustomer`, which does not wait
 * for the notification), and with everything when notifications may have been missed.
 *
 * While the LISTEN is not up (not started yet, or its connection lost), `stamp` is null: nothing may be kept.
 * One per live service, so per database and process; PGlite and PostgreSQL alike.
 */
export class CustomerChanges implements ListenerEvents {
  private readonly counts = new Map<number, number>();
  /** Grows when any customer's data may have changed unseen (a resync, a super admin's write). */
  private everyone = 0;
  private listening = false;

  /** Null while changes could go unseen; else a figure that changes whenever the customer's data may have. */
  stamp(customerId: number): number | null {
    if (!this.listening) return null;
    // Both terms only grow, so their sum changes whenever either does.
    return this.everyone + (this.counts.get(customerId) ?? 0);
  }

  /** Something this customer sees may have changed. */
  forgetCustomer(customerId: number): void {
    this.counts.set(customerId, (this.counts.get(customerId) ?? 0) + 1);
  }

  /** Anything any customer sees may have changed. */
  forgetEveryone(): void {
    this.everyone += 1;
  }

  /** The LISTEN is up (its `start()` resolved): from now on every change is announced. */
  listen(): void {
    this.forgetEveryone();
    this.listening = true;
  }

  changed(change: LiveChange): void {
    this.forgetCustomer(change.customerId);
  }

  resynced(): void {
    this.listen();
  }

  lost(): void {
    this.listening = false;
    this.forgetEveryone();
  }
}

const changesOf = new WeakMap<LiveService, CustomerChanges>();

/** The customer changes a live service announces, watched from the first call on (which starts its LISTEN). */
export function customerChangesOf(service: LiveService): CustomerChanges {
  let changes = changesOf.get(service);
  if (!changes) {
    const made = new CustomerChanges();
    changes = made;
    changesOf.set(service, made);
    service.watch(made);
    // Trusted only once listening: a change before that would not have been heard. A failed start leaves it
    // untrusted (the service logs it), so answers are then built afresh every time.
    service.start().then(
      () => made.listen(),
      () => undefined,
    );
  }
  return changes;
}

/** The customer changes already watched for a live service, if any (a write need not start a LISTEN). */
export const watchedChangesOf = (service: LiveService): CustomerChanges | undefined => changesOf.get(service);
