import type { SefazEnvironment } from './event-input';
import type { EventDocument } from './event-message';

/**
 * Where each event goes. NF-e events of the carrier (delivery proof 110130/110131) are received by the Ambiente
 * Nacional (cOrgao 91), NFeRecepcaoEvento4. CT-e events go to the authorizer of the CT-e's state (the key's cUF),
 * CTeRecepcaoEventoV4: MG, MS, MT, PR and SP have their own; AP, PE and RR use SVSP (São Paulo's virtual
 * authorizer); the others SVRS (Rio Grande do Sul's). Addresses as published on the portals' "Relação de Serviços
 * Web" (nfe.fazenda.gov.br, cte.fazenda.gov.br) for layout 4.00; check them there when a state migrates.
 */

type Addresses = Record<SefazEnvironment, string>;

const NFE_NATIONAL: Addresses = {
  producao: 'https://www.nfe.fazenda.gov.br/NFeRecepcaoEvento4/NFeRecepcaoEvento4.asmx',
  homologacao: 'https://hom1.nfe.fazenda.gov.br/NFeRecepcaoEvento4/NFeRecepcaoEvento4.asmx',
};

export const CTE_AUTHORIZERS = {
  MG: {
    producao: 'https://cte.fazenda.mg.gov.br/cte/services/CTeRecepcaoEventoV4',
    homologacao: 'https://hcte.fazenda.mg.gov.br/cte/services/CTeRecepcaoEventoV4',
  },
  MS: {
    producao: 'https://producao.cte.ms.gov.br/ws/CTeRecepcaoEventoV4',
    homologacao: 'https://homologacao.cte.ms.gov.br/ws/CTeRecepcaoEventoV4',
  },
  MT: {
    producao: 'https://cte.sefaz.mt.gov.br/ctews2/services/CTeRecepcaoEventoV4',
    homologacao: 'https://homologacao.sefaz.mt.gov.br/ctews2/services/CTeRecepcaoEventoV4',
  },
  PR: {
    producao: 'https://cte.fazenda.pr.gov.br/cte4/CTeRecepcaoEventoV4',
    homologacao: 'https://homologacao.cte.fazenda.pr.gov.br/cte4/CTeRecepcaoEventoV4',
  },
  SP: {
    producao: 'https://nfe.fazenda.sp.gov.br/CTeWS/WS/CTeRecepcaoEventoV4.asmx',
    homologacao: 'https://homologacao.nfe.fazenda.sp.gov.br/CTeWS/WS/CTeRecepcaoEventoV4.asmx',
  },
  /** São Paulo's virtual authorizer: the same web services as SP's. */
  SVSP: {
    producao: 'https://nfe.fazenda.sp.gov.br/CTeWS/WS/CTeRecepcaoEventoV4.asmx',
    homologacao: 'https://homologacao.nfe.fazenda.sp.gov.br/CTeWS/WS/CTeRecepcaoEventoV4.asmx',
  },
  SVRS: {
    producao: 'https://cte.svrs.rs.gov.br/ws/CTeRecepcaoEventoV4/CTeRecepcaoEventoV4.asmx',
    homologacao: 'https://cte-homologacao.svrs.rs.gov.br/ws/CTeRecepcaoEventoV4/CTeRecepcaoEventoV4.asmx',
  },
} as const satisfies Record<string, Addresses>;

export type CteAuthorizer = keyof typeof CTE_AUTHORIZERS;

/** The CT-e authorizer of each IBGE state code (cUF) that does not use SVRS. */
const CTE_AUTHORIZER_BY_UF: Readonly<Record<string, CteAuthorizer>> = {
  '31': 'MG',
  '50': 'MS',
  '51': 'MT',
  '41': 'PR',
  '35': 'SP',
  '16': 'SVSP', // AP
  '26': 'SVSP', // PE
  '14': 'SVSP', // RR
};

export const cteAuthorizerOf = (accessKey: string): CteAuthorizer =>
  CTE_AUTHORIZER_BY_UF[accessKey.slice(0, 2)] ?? 'SVRS';

/** The event reception address for the document of `accessKey` in `environment`. */
export function eventEndpoint(
  document: EventDocument,
  accessKey: string,
  environment: SefazEnvironment,
): string {
  if (document === 'nfe') return NFE_NATIONAL[environment];
  return CTE_AUTHORIZERS[cteAuthorizerOf(accessKey)][environment];
}
