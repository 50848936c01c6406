/**
 * SPEC §4 service availability from config `service_available`: 'ok' serves now; any other value disables the
 * service with a notice saying the team is absent and when the request will be handled. The texts are ours.
 */
export const SERVICE_AVAILABILITY_NOTICES = {
  only_available_tomorrow:
    'Nossa equipe de operação não está disponível agora. Sua solicitação será atendida amanhã.',
  only_available_next_work_day:
    'Nossa equipe de operação não está disponível agora. Sua solicitação será atendida na próxima segunda-feira.',
  other:
    'Nossa equipe de operação não está disponível agora. Sua solicitação será atendida hoje, a partir das 7h.',
} as const;

export type ServiceAvailability = { available: true; notice: null } | { available: false; notice: string };

export function serviceAvailability(serviceAvailable: string | null | undefined): ServiceAvailability {
  if (serviceAvailable === 'ok') return { available: true, notice: null };
  if (serviceAvailable === 'only_available_tomorrow' || serviceAvailable === 'only_available_next_work_day') {
    return { available: false, notice: SERVICE_AVAILABILITY_NOTICES[serviceAvailable] };
  }
  return { available: false, notice: SERVICE_AVAILABILITY_NOTICES.other };
}
