import { API_ERROR_CODE, ROLE } from '@box/core/schemas';
import { Hono } from 'hono';
import { requireAccess, sessionOf } from '../http/access';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { findProof } from '../queries/proofs';
import { ownOrigin } from '../security/origins';
import { proofAnswer } from '../tracking/proof-answer';
import { idParam, tokenParam } from './path-params';
import { podSefazRoutes } from './pod-sefaz';

const POD_NOT_FOUND = { code: API_ERROR_CODE.NOT_FOUND, message: 'Comprovante não encontrado.' };

/**
 * /jade/api/pods/{id} (signed in: the customer's own proofs, any for the super admin) and /pods/public/{token};
 * /pods/{id}/sefaz… (pod-sefaz.ts).
 */
export const podRoutes = new Hono<AppEnv>()
  .get('/pods/public/:token', async (c) => {
    const { db, config, clock } = c.get('deps');
    const token = tokenParam(c.req.param('token'), POD_NOT_FOUND);
    const row = await findProof(db, { by: 'token', token }, clock());
    if (!row) throw new HttpError(404, POD_NOT_FOUND);
    return c.json(proofAnswer(row, ownOrigin(c, config), 'public'));
  })
  .get('/pods/:id', requireAccess('customer', 'orders:read'), async (c) => {
    const { db, config, clock } = c.get('deps');
    const podId = idParam(c.req.param('id'), 'id');
    const session = sessionOf(c);
    // Another customer's proof answers like one that does not exist.
    const customerId = session.roleId === ROLE.SUPER_ADMIN ? 'any' : session.customerId;
    const row = await findProof(db, { by: 'id', podId, customerId }, clock());
    if (!row) throw new HttpError(404, POD_NOT_FOUND);
    return c.json(proofAnswer(row, ownOrigin(c, config), 'owner'));
  })
  .route('/', podSefazRoutes);
