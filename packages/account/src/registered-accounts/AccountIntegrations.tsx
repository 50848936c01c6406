import type { Customer } from '@box/core/schemas';
import { Button } from '@box/ui';
import { useEffect, useRef } from 'react';
import { LazyIntegrations } from '../integrations/LazyIntegrations';
import { MESSAGES } from '../messages';

const M = MESSAGES.accounts;

/**
 * One retailer's 'Integrações' in place of the list (the super admin): the same section as /perfil, naming the
 * retailer in every call. A panel rather than a modal, because the section opens modals of its own.
 */
export function AccountIntegrations({ retailer, onBack }: { retailer: Customer; onBack: () => void }) {
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    back.current?.focus();
  }, []);
  return (
    <div className="box-accounts__integrations">
      <div>
        <Button ref={back} variant="secondary" size="sm" onClick={onBack}>
          {M.backToList}
        </Button>
      </div>
      <LazyIntegrations
        key={retailer.id}
        customerId={retailer.id}
        title={M.integrationsTitle(retailer.nickname)}
      />
    </div>
  );
}
