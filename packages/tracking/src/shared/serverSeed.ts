import type { PollingSeed } from './usePolling';

/** A server-rendered page's answer as the polling hook's seed: null means the server found nothing to show. */
export function serverSeed<T>(answer: T | null | undefined): PollingSeed<T> | undefined {
  if (answer === undefined) return undefined;
  return answer === null
    ? { error: new Error('não encontrado ao renderizar no servidor') }
    : { data: answer };
}
