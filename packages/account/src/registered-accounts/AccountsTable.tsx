import { retailerReceiptsPath, retailerUsersPath } from '@box/core/rules';
import type { Customer } from '@box/core/schemas';
import { Button, Table, type TableColumn } from '@box/ui';
import { MESSAGES } from '../messages';
import { NavLink } from '../NavLink';

const M = MESSAGES.accounts;

function columns(
  onNavigate: ((path: string) => void) | undefined,
  onIntegrations: (retailer: Customer) => void,
): TableColumn<Customer>[] {
  return [
    { id: 'id', header: M.columns.id, cell: (r) => r.id, className: 'box-accounts__id' },
    { id: 'razao', header: M.columns.razaoSocial, cell: (r) => r.razao_social },
    { id: 'nickname', header: M.columns.nickname, cell: (r) => r.nickname },
    {
      id: 'users',
      header: M.columns.users,
      cell: (r) => (
        <NavLink path={retailerUsersPath(r.id)} onNavigate={onNavigate} aria-label={M.usersLabel(r.nickname)}>
          {M.usersLink}
        </NavLink>
      ),
    },
    {
      id: 'receipts',
      header: M.columns.receipts,
      cell: (r) => (
        <NavLink
          path={retailerReceiptsPath(r.id)}
          onNavigate={onNavigate}
          aria-label={M.receiptsLabel(r.nickname)}
        >
          {M.receiptsLink}
        </NavLink>
      ),
    },
    {
      id: 'integrations',
      header: M.columns.integrations,
      cell: (r) => (
        <Button
          variant="link"
          className="box-accounts__row-action"
          data-integrations-for={r.id}
          aria-label={M.integrationsLabel(r.nickname)}
          onClick={() => onIntegrations(r)}
        >
          {M.integrationsButton}
        </Button>
      ),
    },
  ];
}

/**
 * SPEC §2 registered accounts table: id, razão social, nickname, links to the retailer's users and receipts, and
 * its 'Integrações' (issue 16: the super admin manages any account's API keys and webhooks).
 */
export function AccountsTable({
  retailers,
  onNavigate,
  onIntegrations,
}: {
  retailers: readonly Customer[];
  onNavigate?: (path: string) => void;
  onIntegrations: (retailer: Customer) => void;
}) {
  return (
    <Table
      caption={M.caption}
      columns={columns(onNavigate, onIntegrations)}
      rows={retailers}
      rowKey={(r) => r.id}
    />
  );
}
