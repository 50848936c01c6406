import { Button, Modal } from '@box/ui';
import { HELP_TEXTS } from './helpTexts';

/** What each way of adding merchandise expects (SPEC §2 help link of step 1). */
export function HowToAddModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      title={HELP_TEXTS.title}
      onClose={onClose}
      footer={<Button onClick={onClose}>{HELP_TEXTS.close}</Button>}
    >
      <div className="box-step1__help">
        <h3>Chave de acesso da nota</h3>
        <p>
          Digite ou cole a chave de acesso de 44 dígitos da NF-e ou do CT-e e tecle Enter. Buscamos a nota no
          SEFAZ e usamos o endereço do destinatário.
        </p>
        <h3>Planilha</h3>
        <p>Copie as linhas da sua planilha e cole no campo de código. As colunas devem estar nesta ordem:</p>
        <ol>
          <li>código da mercadoria ou chave de acesso;</li>
          <li>CEP;</li>
          <li>número do endereço;</li>
          <li>instruções para o motorista;</li>
          <li>e-mails dos destinatários (separados por vírgula ou ponto e vírgula);</li>
          <li>telefones dos destinatários (separados por vírgula ou ponto e vírgula);</li>
          <li>latitude e longitude (opcionais).</li>
        </ol>
        <p>Linhas com o mesmo código entram uma vez só.</p>
        <h3>Arquivo XML</h3>
        <p>Com o botão “Enviar XML”, escolha um ou mais arquivos XML de NF-e ou CT-e.</p>
        <h3>Manualmente</h3>
        <p>
          Com o botão “Adicionar manualmente”, informe o código, o CEP e o número do endereço. Códigos aceitam
          letras sem acento, números e os caracteres - * @ _, com até 44 caracteres.
        </p>
      </div>
    </Modal>
  );
}
