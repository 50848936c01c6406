import {
  FEATURE_FISCAL_DOCUMENTS_UPLOAD,
  FEATURE_SHIPMENT_TRACKING_SHARING,
  SERVICE_TYPES,
} from '@box/core/catalogues';
import type { ServiceType } from '@box/core/schemas';
import { Button, RadioGroup } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import type { WizardEnvironment } from '../contracts';
import { HELP_TEXTS } from '../help/helpTexts';
import { RoundTripPanel } from '../round-trip/RoundTripPanel';
import { SchedulingBlock } from '../scheduling/SchedulingBlock';
import type { SchedulingStore } from '../scheduling/schedulingSlice';
import { HowToAddModalPart, ManualMerchandiseModalPart, MerchandiseListPart } from '../wizard/lazyParts';
import { usePartSheets } from '../wizard/partSheets';
import { useLatch } from '../wizard/useLatch';
import { CodeInput } from './CodeInput';
import { HelpIcon, PlusIcon } from './icons';
import { MANUAL_TEXTS } from './manualTexts';
import type { MerchandiseStore } from './merchandiseSlice';
import { MERCHANDISE_STEP_SHEETS } from './styles';
import { WarehousePicker } from './warehouse/WarehousePicker';
import { UploadProblems, XmlUploadButton } from './XmlUploadButton';

export const STEP1_TEXTS = {
  serviceType: 'Tipo de serviço',
  merchandise: 'Mercadorias',
} as const;

const SERVICE_OPTIONS = SERVICE_TYPES.map((option) => ({ value: option.type, label: option.label }));

export interface MerchandiseStepProps {
  scheduling: SchedulingStore;
  merchandise: MerchandiseStore;
  env: WizardEnvironment;
}

/**
 * The body of step 1 'Cadastrar mercadorias' (SPEC §2): scheduling, service type, warehouse, the ways of adding
 * merchandise and the list, the round trip. Blocked or inactive accounts see it all disabled.
 */
export function MerchandiseStep({ scheduling, merchandise, env }: MerchandiseStepProps) {
  useSignals();
  usePartSheets(MERCHANDISE_STEP_SHEETS);
  const [helpOpen, setHelpOpen] = useState(false);

  useEffect(() => {
    if (merchandise.warehousesLoad.peek() === 'idle') void merchandise.loadWarehouses();
  }, [merchandise]);

  const canAdd = env.canAddMerchandise.value;
  const mayRequestRoutes = env.config.value?.pode_solicitar_rotas ?? true;
  const features = env.features.value;
  const sharing = features.has(FEATURE_SHIPMENT_TRACKING_SHARING);
  const uploadXml = features.has(FEATURE_FISCAL_DOCUMENTS_UPLOAD) && mayRequestRoutes;
  const blocked = !canAdd;
  const listShown = useLatch(merchandise.items.value.length > 0);

  return (
    <div className="box-step1">
      <SchedulingBlock scheduling={scheduling} disabled={blocked} />
      <div className="box-step1__places">
        <RadioGroup<ServiceType>
          legend={STEP1_TEXTS.serviceType}
          options={SERVICE_OPTIONS.map((option) => ({ ...option, disabled: blocked }))}
          value={merchandise.serviceType.value}
          onChange={merchandise.setServiceType}
          inline
        />
        <WarehousePicker merchandise={merchandise} disabled={blocked} />
      </div>
      <section className="box-step1__input-block" aria-label={STEP1_TEXTS.merchandise}>
        <CodeInput onSubmitCode={merchandise.submitCode} onPaste={merchandise.paste} disabled={blocked} />
        <div className="box-step1__tools">
          <Button variant="link" size="sm" icon={<HelpIcon />} onClick={() => setHelpOpen(true)}>
            {HELP_TEXTS.link}
          </Button>
          <span className="box-step1__spacer" />
          {uploadXml ? (
            <XmlUploadButton
              onFiles={merchandise.uploadFiles}
              uploading={merchandise.uploading.value > 0}
              disabled={blocked}
            />
          ) : null}
          <Button
            variant="secondary"
            icon={<PlusIcon />}
            onClick={() => merchandise.openManual()}
            disabled={blocked || !mayRequestRoutes}
          >
            {MANUAL_TEXTS.title}
          </Button>
        </div>
        <UploadProblems
          problems={merchandise.uploadProblems.value}
          onClose={merchandise.dismissUploadProblems}
        />
      </section>
      {/* Empty, the list renders nothing: its code (table, virtual rows) comes with the first item. */}
      {listShown ? (
        <MerchandiseListPart
          items={merchandise.items.value}
          distanceKm={merchandise.distanceKm.value}
          sharing={sharing}
          uploadXml={uploadXml}
          onRefresh={merchandise.refresh}
          onEdit={merchandise.openEdit}
          onRemove={merchandise.remove}
          onTimeWindow={merchandise.setTimeWindow}
          onRecipients={merchandise.setRecipients}
          onUploadXml={merchandise.uploadForRow}
        />
      ) : null}
      <RoundTripPanel merchandise={merchandise} disabled={blocked} />
      {merchandise.manual.value ? (
        <ManualMerchandiseModalPart
          request={merchandise.manual.value}
          sharing={sharing}
          listedCodes={merchandise.items.value.map((item) => item.id)}
          onSave={merchandise.saveManual}
          onClose={merchandise.closeManual}
        />
      ) : null}
      {helpOpen ? <HowToAddModalPart open onClose={() => setHelpOpen(false)} /> : null}
    </div>
  );
}
