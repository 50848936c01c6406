import { ErrorState } from '@box/ui';

/** GET /me failed without a 401 (network, server): the guard cannot decide, so the user may retry. */
export function IdentityError({ onRetry }: { onRetry: () => void }) {
  return (
    <ErrorState
      title="Ops! Ocorreu um erro"
      message="Não foi possível carregar os dados da sua conta."
      onRetry={onRetry}
      retryAs="button"
    />
  );
}
