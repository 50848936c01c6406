/** What a tick did that people may want to hear about (status e-mails) and tests look at. */
export type SimulatorEvent =
  | {
      kind: 'status';
      orderId: number;
      customerId: number;
      status: 'ALLOCATED' | 'IN_PROGRESS' | 'FINISHED';
      /** The status it left (webhooks' order.status_changed tells both). */
      previousStatus: string;
    }
  | { kind: 'stop'; orderId: number; customerId: number; stopId: number; status: 'FINISHED' | 'FAILED' }
  | { kind: 'proof'; orderId: number; customerId: number; podId: number; success: boolean }
  | { kind: 'moved'; orderId: number; driverId: number; arrived: boolean };
