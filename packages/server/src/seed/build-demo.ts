import { FEATURE_AD_VALOREM, FEATURE_SHIPMENT_TRACKING_SHARING } from '@box/core/catalogues';
import { randomToken } from '../security/tokens';
import { addKnownDemoDocuments } from './build-fiscal-documents';
import { addOrder, type ShipperContext } from './build-orders';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_CUSTOMERS, DEMO_EXPERIMENTS, DRIVER_FLEET } from './demo-customers';
import { type DemoData, emptyDemoData, IdCounters } from './demo-data';
import { cnpjFor } from './documents';
import { randomDriver } from './drivers';
import { DEMO_MARK, fullName, randomPerson } from './people';
import { DEMO_WAREHOUSES } from './places';
import { historyPlans, windowPlans } from './plans';
import { createRng } from './prng';

const DAY = 24 * 60 * 60 * 1000;
/** Fixed: with the same seeding moment the demo data comes out the same (tokens apart). */
export const DEMO_SEED = 20260410;

export interface BuildDemoOptions {
  now: Date;
  /** Secret tokens; real randomness by default (tests may pass a counter to compare two builds). */
  token?: () => string;
}

/**
 * The whole demo data set, relative to `now`, as plain rows. Pure apart from `token`: the same `now` gives
 * the same rows.
 */
export function buildDemoData({ now, token = () => randomToken() }: BuildDemoOptions): DemoData {
  const rng = createRng(DEMO_SEED);
  const data = emptyDemoData();
  const ids = new IdCounters({ orders: 100001, invoiceNumbers: 4711 });

  for (const [i, experiment] of DEMO_EXPERIMENTS.entries()) {
    data.experiments.push({ id: i + 1, ...experiment });
  }
  data.ratingQuestions.push(
    {
      id: 'box-entregador',
      type: 'star_rating',
      questionText: 'Como você avalia o entregador?',
      required: true,
      position: 0,
    },
    {
      id: 'comentarios',
      type: 'text_long',
      questionText: 'Quer deixar um comentário?',
      required: false,
      position: 1,
    },
  );

  for (let i = 0; i < DRIVER_FLEET.length; i++) {
    data.drivers.push({
      id: ids.take('drivers'),
      ...randomDriver(rng, DRIVER_FLEET[i]!, new Date(now.getTime() - 400 * DAY)),
    });
  }

  for (const seed of DEMO_CUSTOMERS) {
    const cnpj = cnpjFor(seed.cnpjRoot);
    data.customers.push({
      id: seed.id,
      razaoSocial: seed.razaoSocial,
      nickname: seed.nickname,
      cnpj,
      clientCode: seed.clientCode,
      billingEmail: `financeiro@${seed.clientCode.toLowerCase()}.example`,
      financeName: seed.withoutFinanceInfo ? null : `Setor Financeiro ${DEMO_MARK}`,
      financeEmail: seed.withoutFinanceInfo ? null : `financeiro@${seed.clientCode.toLowerCase()}.example`,
      financePhone: seed.withoutFinanceInfo ? null : '(11) 3333-4444',
      financePhoneBranch: null,
      financeDepartment: 'Financeiro',
      billingPostalCode: seed.withoutFinanceInfo ? null : '01310200',
      billingNumber: seed.withoutFinanceInfo ? null : '1000',
      billingComplement: null,
      blocked: seed.blocked ?? false,
      blockReason: seed.blocked ? 'Pendência financeira' : null,
      podeSolicitarRotas: true,
      lastRequestAt: new Date(now.getTime() - seed.lastRequestDaysAgo * DAY - 60 * 60 * 1000),
      createdAt: new Date(now.getTime() - 730 * DAY),
    });
    for (const feature of seed.features) data.customerFeatures.push({ customerId: seed.id, feature });
    for (const name of seed.experiments) {
      const experiment = data.experiments.find((e) => e.name === name)!;
      data.customerExperiments.push({ customerId: seed.id, experimentId: experiment.id! });
    }

    const account = DEMO_ACCOUNTS.find((a) => a.customerId === seed.id)!;
    const requesterIds: number[] = [];
    const addUser = (name: string, email: string, password: string | null, roleId: number) => {
      const id = ids.take('users');
      requesterIds.push(id);
      data.users.push({
        id,
        customerId: seed.id,
        name,
        email,
        roleId,
        audienceType: seed.id === 0 ? 'provider' : 'shipper',
        password,
        reportSpotStatusUpdate: true,
        reportPodFailure: true,
        reportPodSuccess: seed.id === 3154,
        createdAt: new Date(now.getTime() - 700 * DAY),
      });
    };
    addUser(account.name, account.email, account.password, account.roleId);
    for (let c = 0; c < seed.colleagues; c++) {
      const person = randomPerson(rng);
      // Colleagues appear as requesters but cannot log in (no password).
      addUser(
        fullName(person),
        `colega${c + 1}@${seed.clientCode.toLowerCase()}.example`,
        null,
        account.roleId,
      );
    }

    const warehouses = (DEMO_WAREHOUSES[seed.id] ?? []).map((place) => {
      const id = ids.take('warehouses');
      data.warehouses.push({
        id,
        customerId: seed.id,
        name: place.name,
        address: place.thoroughfare,
        cep: place.postalCode,
        number: place.number,
        neighborhood: place.neighborhood,
        city: 'São Paulo',
        state: 'SP',
        complement: null,
        latitude: place.latitude,
        longitude: place.longitude,
        openingTime: '07:00',
        closingTime: '19:00',
        responsibleName: `Responsável pelo armazém ${DEMO_MARK}`,
        phone: '(11) 3000-0000',
        responsibleEmail: `armazem@${seed.clientCode.toLowerCase()}.example`,
        deliveryInstructions: 'Doca 2, apresentar a nota na portaria.',
        pickupInstructions: null,
        createdAt: new Date(now.getTime() - 700 * DAY),
      });
      return { id, place };
    });
    if (warehouses[0]) {
      addKnownDemoDocuments(data, ids, {
        customerId: seed.id,
        issuer: { cnpj, name: seed.razaoSocial, place: warehouses[0].place },
        uploadedBy: requesterIds[0] ?? null,
        now,
      });
    }
    if (seed.volume === 0 || warehouses.length === 0) continue;

    const ctx: ShipperContext = {
      rng,
      now,
      ids,
      data,
      token,
      customerId: seed.id,
      cnpj,
      requesterIds,
      warehouses,
      drivers: data.drivers.map((d) => ({ id: d.id!, vehicleType: d.vehicleType })),
      externalPrefix: seed.externalPrefix,
      adValorem: seed.features.includes(FEATURE_AD_VALOREM),
      sharing: seed.features.includes(FEATURE_SHIPMENT_TRACKING_SHARING),
    };
    const plans = [
      ...historyPlans(rng, now, Math.max(2, Math.round(12 * seed.volume))),
      ...windowPlans(rng, now, seed.volume),
    ];
    plans.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    for (const plan of plans) addOrder(ctx, plan);
  }

  ensureEveryProofStatus(data);
  const mercado = DEMO_ACCOUNTS.find((a) => a.customerId === 3154)!;
  data.mailOutbox.push({
    id: ids.take('mailOutbox'),
    to: [mercado.email],
    subject: 'Comprovante de entrega disponível',
    template: 'pod-notify-user',
    bodyText: 'Seu comprovante de entrega está disponível no portal Box (demonstração).',
    bodyHtml: null,
    createdAt: new Date(now.getTime() - 5 * 60 * 60 * 1000),
    sentAt: new Date(now.getTime() - 5 * 60 * 60 * 1000 + 30_000),
    attempts: 1,
    lastError: null,
  });
  return data;
}

/** Each shipper must show every proof status; with few done stops the dice may not have given one. */
function ensureEveryProofStatus(data: DemoData) {
  const orderCustomer = new Map(data.orders.map((o) => [o.id!, o.customerId]));
  for (const customerId of new Set(data.orders.map((o) => o.customerId))) {
    const proofs = data.proofsOfDelivery.filter((p) => orderCustomer.get(p.orderId) === customerId);
    if (!proofs.some((p) => p.statusType === 'partial success')) {
      const success = proofs.find((p) => p.statusType === 'success');
      if (success) {
        success.statusType = 'partial success';
        success.status = 'RETURNED';
        success.statusMessage = 'Entrega parcial: parte dos itens devolvida';
      }
    }
  }
}
