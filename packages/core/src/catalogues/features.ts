/**
 * Feature flags (SPEC §6), read from the user's `features` and the customer's active experiments. The first two
 * names are the spec's; the others are ours.
 */
export const FEATURE_SHIPMENT_TRACKING_SHARING = 'feature:shipment_tracking.sharing';
export const FEATURE_AD_VALOREM = 'feature:ad_valorem';
export const FEATURE_FISCAL_DOCUMENTS_UPLOAD = 'feature:fiscal_documents.upload';
export const FEATURE_SUPER_BATCH = 'feature:spots.super_batch';
export const FEATURE_ROUND_TRIP = 'feature:spots.round_trip';
export const FEATURE_NEW_VEHICLE_POLICY = 'feature:vehicles.new_policy';
export const FEATURE_CHAT_LAUNCHER = 'feature:chat_launcher';
export const FEATURE_FEEDBACK_SURVEY = 'feature:feedback_survey';

export const FEATURES = {
  SHIPMENT_TRACKING_SHARING: FEATURE_SHIPMENT_TRACKING_SHARING,
  AD_VALOREM: FEATURE_AD_VALOREM,
  FISCAL_DOCUMENTS_UPLOAD: FEATURE_FISCAL_DOCUMENTS_UPLOAD,
  SUPER_BATCH: FEATURE_SUPER_BATCH,
  ROUND_TRIP: FEATURE_ROUND_TRIP,
  NEW_VEHICLE_POLICY: FEATURE_NEW_VEHICLE_POLICY,
  CHAT_LAUNCHER: FEATURE_CHAT_LAUNCHER,
  FEEDBACK_SURVEY: FEATURE_FEEDBACK_SURVEY,
} as const;
export type FeatureFlag = (typeof FEATURES)[keyof typeof FEATURES];
export const FEATURE_FLAGS = /*#__PURE__*/ Object.values(FEATURES) as FeatureFlag[];
