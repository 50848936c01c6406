import { ApiErrorBody } from '@box/core/schemas';
import * as v from 'valibot';
import { expect } from 'vitest';

/**
 * An API error answer as every call must give it (never a bare 4xx): the status, JSON, core's ApiErrorBody shape,
 * the code when given, and a message a user can read.
 */
export async function expectApiError(response: Response, status: number, code?: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = v.parse(ApiErrorBody, await response.json());
  if (code) expect(body.code).toBe(code);
  expect(body.message.trim().length).toBeGreaterThan(5);
  return body;
}
