import { Hono } from 'hono';
import { type Access, requireAccess } from '../http/access';
import type { AppEnv } from '../http/env';

type Method = 'GET' | 'POST' | 'PATCH';

interface PendingRoute {
  method: Method;
  /** Hono path under /jade/api */
  path: string;
  access: Access;
  /** What the call is for, in pt-BR, for the 501 message. */
  what: string;
}

/**
 * Every call of SPEC §7 that its issue has not implemented yet. Each answers 501 after the same access check
 * the real route will make. Implementing one = moving it to its resource's routes file.
 */
export const PENDING_ROUTES: readonly PendingRoute[] = [
  { method: 'POST', path: '/spots/batch', access: 'customer', what: 'solicitação em lote' },
  { method: 'GET', path: '/billing-statement/summary', access: 'customer', what: 'resumo do extrato' },
  { method: 'GET', path: '/billing-statement/details', access: 'customer', what: 'detalhamento do extrato' },
  {
    method: 'GET',
    path: '/billing-statement/monthly-totals',
    access: 'customer',
    what: 'totais mensais do extrato',
  },
  { method: 'GET', path: '/billing-statement/download', access: 'customer', what: 'planilha do extrato' },
  { method: 'GET', path: '/billing-statement/order-details', access: 'customer', what: 'detalhes do pedido' },
  { method: 'GET', path: '/pods/public/:token', access: 'public', what: 'comprovante público' },
  { method: 'GET', path: '/pods/:id', access: 'customer', what: 'comprovante de entrega' },
  {
    method: 'POST',
    path: '/email/pods/:hashId/notify/user',
    access: 'customer',
    what: 'envio de comprovante por e-mail',
  },
  { method: 'PATCH', path: '/users/:id', access: 'user', what: 'preferências e senha do usuário' },
  {
    method: 'GET',
    path: '/orders/public/:token/tracking',
    access: 'public',
    what: 'rastreamento público da ordem',
  },
  { method: 'GET', path: '/orders/:id/tracking', access: 'customer', what: 'rastreamento da ordem' },
  {
    method: 'GET',
    path: '/shipments/by-hash/:hash/tracking',
    access: 'public',
    what: 'rastreamento da remessa',
  },
  {
    method: 'GET',
    path: '/shipments/by-dfe/:accessKey/tracking',
    access: 'public',
    what: 'rastreamento da remessa por documento fiscal',
  },
  { method: 'POST', path: '/shipments/by-hash/:hash/rating', access: 'public', what: 'avaliação da entrega' },
];

export const pendingRoutes = new Hono<AppEnv>();
for (const route of PENDING_ROUTES) {
  pendingRoutes.on(route.method, route.path, requireAccess(route.access), (c) =>
    c.json(
      {
        code: 'not_implemented',
        message: `Ainda não implementado: ${route.what} (${route.method} /jade/api${route.path}).`,
      },
      501,
    ),
  );
}
