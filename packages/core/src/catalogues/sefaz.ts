/**
 * The digital canhoto (issue 20): a proof of delivery registered at SEFAZ as the official event of its shipment's
 * fiscal document (NF-e 110130, CT-e 110180, a failed CT-e delivery 110190). These are the states of that
 * registration as every screen shows them, and the account's choice of when to register.
 */
export const SEFAZ_REGISTRATION_STATUSES = [
  /** The account registers by a button, and nobody pressed it yet. */
  'not-requested',
  /** Registration is wanted but the account has no valid A1 certificate. */
  'needs-certificate',
  /** Queued or being retried (SEFAZ unreachable, say). */
  'pending',
  /** SEFAZ answered with a protocol (cStat 135/136). */
  'registered',
  /** SEFAZ refused it; `rejection` says why. Final until sent again. */
  'rejected',
  /** The proof was withdrawn: the cancellation event (110131/110181) is queued. */
  'cancel-pending',
  /** SEFAZ registered the cancellation. */
  'cancelled',
] as const;
export type SefazRegistrationStatus = (typeof SEFAZ_REGISTRATION_STATUSES)[number];

/** The official event a registration sends (the tpEvento the layouts fix). */
export const SEFAZ_EVENT_TYPES = ['110130', '110180', '110190'] as const;
export type SefazEventType = (typeof SEFAZ_EVENT_TYPES)[number];

/** Per account: every new proof registered at once, or only when someone presses 'Registrar na SEFAZ'. */
export const SEFAZ_REGISTRATION_MODES = ['automatic', 'manual'] as const;
export type SefazRegistrationMode = (typeof SEFAZ_REGISTRATION_MODES)[number];

/** Which SEFAZ the server talks to (BOX_SEFAZ_MODE, told to the screens so a demo never looks official). */
export const SEFAZ_ENVIRONMENTS = ['demo', 'homologacao', 'producao'] as const;
export type SefazEnvironment = (typeof SEFAZ_ENVIRONMENTS)[number];

/** The two files of a registration: the signed event, and the event with SEFAZ's answer (procEvento). */
export const SEFAZ_DOWNLOADS = ['signed-event', 'proc-event'] as const;
export type SefazDownload = (typeof SEFAZ_DOWNLOADS)[number];

/** An A1 certificate is at most this big (a PKCS#12 is a few KB); larger uploads are refused. */
export const CERTIFICATE_MAX_BYTES = 64 * 1024;
