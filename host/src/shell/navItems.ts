import { FEATURE_FISCAL_DOCUMENTS_UPLOAD } from '@box/core/catalogues';
import { isSuperAdmin, receiptsPath, showsDashboard } from '@box/core/rules';
import type { CurrentUser } from '@box/core/schemas';

export interface NavItem {
  label: string;
  href: string;
}

export function headerNavItems(user: CurrentUser): NavItem[] {
  return [
    { label: 'Solicitar serviço', href: '/spots/solicitar' },
    { label: 'Monitoramento', href: '/pedidos/monitoramento' },
    { label: 'Histórico', href: '/spots' },
    { label: 'Comprovantes', href: receiptsPath(user.person.roleId) },
    { label: 'Extrato', href: '/extrato' },
  ];
}

/** Links of the user dropdown; 'Sair' is a form, not a link, and is added by the menu itself. */
export function userMenuItems(user: CurrentUser): NavItem[] {
  const items = [{ label: 'Preferências do usuário', href: '/perfil' }];
  if (isSuperAdmin(user.person.roleId)) items.push({ label: 'Admin', href: '/contas-cadastradas' });
  return items;
}

export function sidebarItems(user: CurrentUser, flags: ReadonlySet<string>): NavItem[] {
  const items: NavItem[] = [];
  // SPEC names no dashboard route; the old home page is where that customer's dashboard lives.
  if (showsDashboard(user.organization.id)) items.push({ label: 'Dashboard', href: '/inicio' });
  if (flags.has(FEATURE_FISCAL_DOCUMENTS_UPLOAD)) {
    items.push({ label: 'Documentos fiscais', href: '/upload-de-documentos-fiscais' });
  }
  return items;
}

export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/** The item for this page: the longest href that is the path or a parent of it ('/spots' vs '/spots/solicitar'). */
export function currentHref(items: readonly NavItem[], pathname: string): string | null {
  let best: string | null = null;
  for (const { href } of items) {
    const covers = pathname === href || pathname.startsWith(`${href}/`);
    if (covers && href.length > (best?.length ?? -1)) best = href;
  }
  return best;
}
