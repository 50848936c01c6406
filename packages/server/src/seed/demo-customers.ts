import {
  FEATURE_AD_VALOREM,
  FEATURE_CHAT_LAUNCHER,
  FEATURE_FEEDBACK_SURVEY,
  FEATURE_FISCAL_DOCUMENTS_UPLOAD,
  FEATURE_NEW_VEHICLE_POLICY,
  FEATURE_ROUND_TRIP,
  FEATURE_SHIPMENT_TRACKING_SHARING,
  FEATURE_SUPER_BATCH,
} from '@box/core/catalogues';
import { DEMO_MARK } from './people';

/**
 * Experiments are named after the flag they switch on (core's FEATURES), since the portal reads flags from
 * features and active experiments alike. The chat launcher one exists but is off.
 */
export const DEMO_EXPERIMENTS = [
  { name: FEATURE_NEW_VEHICLE_POLICY, active: true },
  { name: FEATURE_FEEDBACK_SURVEY, active: true },
  { name: FEATURE_CHAT_LAUNCHER, active: false },
] as const;

export interface CustomerSeed {
  id: number;
  razaoSocial: string;
  nickname: string;
  cnpjRoot: string;
  clientCode: string;
  features: string[];
  experiments: string[];
  blocked?: boolean;
  /** No billing address nor finance contact on file: placing an order opens the finance info modal. */
  withoutFinanceInfo?: boolean;
  /** Days since the last request (inactivity > 90 days). */
  lastRequestDaysAgo: number;
  /** Extra requesters besides the demo login. */
  colleagues: number;
  externalPrefix: string;
  /** 1 = the full window (40 orders) and 12 closed orders a month. */
  volume: number;
}

export const DEMO_CUSTOMERS: readonly CustomerSeed[] = [
  {
    id: 0,
    razaoSocial: `Box Logística Ltda. ${DEMO_MARK}`,
    nickname: `Box Logística ${DEMO_MARK}`,
    cnpjRoot: '11222333',
    clientCode: 'BOX',
    features: [
      FEATURE_SHIPMENT_TRACKING_SHARING,
      FEATURE_AD_VALOREM,
      FEATURE_FISCAL_DOCUMENTS_UPLOAD,
      FEATURE_SUPER_BATCH,
      FEATURE_ROUND_TRIP,
    ],
    experiments: [FEATURE_NEW_VEHICLE_POLICY],
    lastRequestDaysAgo: 0,
    colleagues: 0,
    externalPrefix: 'BOX',
    volume: 0.2,
  },
  {
    id: 3154,
    razaoSocial: `Mercado Bom Preço Comércio de Alimentos Ltda. ${DEMO_MARK}`,
    nickname: `Mercado Bom Preço ${DEMO_MARK}`,
    cnpjRoot: '24681357',
    clientCode: 'MBP',
    features: [
      FEATURE_SHIPMENT_TRACKING_SHARING,
      FEATURE_AD_VALOREM,
      FEATURE_FISCAL_DOCUMENTS_UPLOAD,
      FEATURE_ROUND_TRIP,
    ],
    experiments: [FEATURE_NEW_VEHICLE_POLICY, FEATURE_CHAT_LAUNCHER],
    lastRequestDaysAgo: 0,
    colleagues: 2,
    externalPrefix: 'MBP',
    volume: 1,
  },
  {
    id: 4200,
    razaoSocial: `Loja Bloqueada Utilidades Ltda. ${DEMO_MARK}`,
    nickname: `Loja Bloqueada ${DEMO_MARK}`,
    cnpjRoot: '35792468',
    clientCode: 'LBU',
    features: [],
    experiments: [],
    blocked: true,
    lastRequestDaysAgo: 12,
    colleagues: 0,
    externalPrefix: 'LBU',
    volume: 0,
  },
  {
    id: 4201,
    razaoSocial: `Loja Inativa Presentes Ltda. ${DEMO_MARK}`,
    nickname: `Loja Inativa ${DEMO_MARK}`,
    cnpjRoot: '46813579',
    clientCode: 'LIP',
    withoutFinanceInfo: true,
    features: [],
    experiments: [],
    lastRequestDaysAgo: 120,
    colleagues: 0,
    externalPrefix: 'LIP',
    volume: 0,
  },
  {
    id: 5100,
    razaoSocial: `Outra Loja Eletrônicos Ltda. ${DEMO_MARK}`,
    nickname: `Outra Loja ${DEMO_MARK}`,
    cnpjRoot: '57924681',
    clientCode: 'OLE',
    withoutFinanceInfo: true,
    features: [FEATURE_SHIPMENT_TRACKING_SHARING],
    experiments: [FEATURE_FEEDBACK_SURVEY],
    lastRequestDaysAgo: 0,
    colleagues: 1,
    externalPrefix: 'OLE',
    volume: 1,
  },
];

/** Vehicle types of the demo drivers, one driver each. */
export const DRIVER_FLEET = [
  'MOTO',
  'MOTO',
  'MOTO',
  'PASSEIO',
  'PASSEIO',
  'FIORINO',
  'FIORINO',
  'FIORINO',
  'VAN',
  'HR',
  'IVECO',
];
