import type { WhatsAppMode } from '../config';
import type { Rng } from '../seed/prng';

/** A plausible average speed in São Paulo traffic. */
export const URBAN_KMH = 25;
/** Simulated time a driver spends at a stop (parking, unloading, signature). */
export const DWELL_SECONDS = 240;
/** Simulated time operations take to find a driver for an immediate order. */
export const ALLOCATION_DELAY_SECONDS = 120;
/** Scheduled orders get their driver this long (wall clock) before their time. */
export const SCHEDULE_LEAD_MS = 30 * 60_000;
/** After a pause (restart, no leader for a while) a tick moves a driver at most this much real time. */
export const MAX_TICK_MS = 30_000;
/** Share of customer stops that fail (recipient away, address not found…). */
export const DEFAULT_FAILURE_RATE = 0.08;

export interface StepOptions {
  /** The tick's instant: timestamps written are this clock's. */
  now: Date;
  /** Simulated seconds per real second (BOX_SIMULATOR_SPEED). */
  speed: number;
  /** Dice for failures, proofs and demo drivers (seeded in tests). */
  rng: Rng;
  /** Secret tokens of public proof links. */
  token: () => string;
  /** Our origin, for the links in status e-mails. */
  origin: string;
  failureRate?: number;
  /** BOX_WHATSAPP_MODE: recipients with a phone get the delivery outcome on WhatsApp unless 'off'. */
  whatsappMode?: WhatsAppMode;
}

/** Real milliseconds that `simulatedSeconds` take at this speed. */
export const realMs = (simulatedSeconds: number, speed: number) => (simulatedSeconds * 1000) / speed;
