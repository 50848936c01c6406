/** Business constants and limits of SPEC §9, in one place so widgets and server agree. */

// Billing statement
/** Month tabs: this many months, ending with the current one ("6 months back from the start of next month"). */
export const BILLING_MONTHS_BACK = 6;
/** First half of a month is up to and including this day; the second half is after it. */
export const BILLING_HALF_MONTH_LAST_DAY = 15;

// Monitoring and tracking
/** How far back monitoring lists orders by default, and at most (`since`: see rules/hours-ago). */
export const MONITORING_WINDOW_HOURS = 72;
export const TRACKING_POLL_MS = 60_000;

// Notifications
export const ALERT_AUTO_CLOSE_MS = 4_000;
export const CENTER_NOTIFICATION_HIDE_MS = 2_000;
export const COPY_NOTIFICATION_HIDE_MS = 2_000;
export const COPY_NOTIFICATION_INTERVAL_MS = 3_000;
export const EXIT_NOTIFICATION_MS = 2_000;

// Address and scheduling
export const ADDRESS_LOOKUP_DEBOUNCE_MS = 1_000;
export const DEFAULT_MIN_ADVANCE_BOOKING_MINUTES = 45;
export const TIME_PICKER_STEP_MINUTES = 10;
/** TODAY: one hour from now; TOMORROW: 06:00 next day; CUSTOM: two days from now. */
export const SCHEDULE_PRESETS = {
  TODAY: { addHours: 1 },
  TOMORROW: { addDays: 1, at: '06:00' },
  CUSTOM: { addDays: 2 },
} as const;
/** An order booked at least this long before its service start gets the advance-booking discount. */
export const ADVANCE_BOOKING_DISCOUNT_MIN_HOURS = 6;

// Limits
export const CODE_MAX_LENGTH = 44;
export const CODE_INPUT_MAX_LENGTH = 255;
export const EXTERNAL_ID_MAX_LENGTH = 80;
/** Warehouse name, address text fields (complement included) and responsible fields. */
export const TEXT_FIELD_MAX_LENGTH = 100;
export const PASSWORD_MIN_LENGTH = 8;
/** A masked phone '(11) 3456-7890' has 14 characters. */
export const PHONE_MIN_LENGTH = 14;
export const POSTAL_CODE_LENGTH = 8;
export const ACCESS_KEY_LENGTH = 44;
export const ACCOUNT_INACTIVITY_DAYS = 90;
/** The merchandise list collapses when it holds more than this many items. */
export const MERCHANDISE_LIST_COLLAPSE_AFTER = 2;

// Vehicles and rating
export const DEFAULT_MAX_DRIVER_ASSISTANTS = 3;
export const NPS_MIN = 0;
export const NPS_MAX = 10;
export const STAR_RATING_MIN = 1;
export const STAR_RATING_MAX = 5;

// Accounts
export const SUPER_BATCH_CUSTOMER_ID = 0;
export const DASHBOARD_CUSTOMER_IDS: readonly number[] = [0, 3154];
/** A pasted sheet whose first row has more columns than this is a super batch. */
export const SUPER_BATCH_MIN_EXTRA_COLUMNS = 10;

// Batch defaults (SPEC §9)
export const BATCH_DEFAULTS = {
  notes: 'Solicitado em lote',
  price: '0.00',
  tollPrice: '0.00',
  driverTollPrice: '0.00',
  distance: '0.00',
  isRoundTrip: false,
  serviceType: 'DELIVERY',
} as const;

/** The fixed tracking code of the round-trip place (SPEC §2). */
export const ROUND_TRIP_TRACKING_CODE = 'ROTA-CIRCULAR';

// Map and layout
export const MAP_DEFAULT_CENTER = { latitude: -23.55, longitude: -46.63 } as const;
export const DESKTOP_BREAKPOINT_PX = 768;
/** Desktop map left padding, as a share of the window width. */
export const DESKTOP_MAP_LEFT_PADDING_RATIO = 0.5687;
/** Proof photo carousel: 4 photos per page from this window width when the container is wide enough. */
export const CAROUSEL_WIDE_MIN_WINDOW_PX = 1367;
export const CAROUSEL_WIDE_MIN_CONTAINER_PX = 500;

/** Where blocked customers are sent to sort out payments (SPEC §8 names a finance contact; the address is ours). */
export const FINANCE_CONTACT_EMAIL = 'financeiro@box.example';
/** "contact the commercial e-mail" of the account banners; the address is ours. */
export const COMMERCIAL_CONTACT_EMAIL = 'comercial@box.example';
