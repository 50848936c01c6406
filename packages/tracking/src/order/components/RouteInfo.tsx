import { riskManagementLabel, vehicleTypeLabel } from '@box/core/catalogues';
import { formatCpf, formatDateTime, formatPlate, formatRoundedWeight } from '@box/core/format';
import type { OrderTrackingDetails } from '@box/core/schemas';
import type { ReactNode } from 'react';
import { ORDER_TRACKING_TEXTS as T } from '../texts';

const D = T.details;

/**
 * 'Informações da rota': the order's details and its driver. Phone, CPF, CNH and RG appear only when the
 * answer carries them, which the server does for the signed-in customer alone (DESIGN §5).
 */
export function RouteInfo({ details }: { details: OrderTrackingDetails }) {
  const { driver } = details;
  const rows: [string, ReactNode][] = [
    [D.requestedAt, formatDateTime(details.createdAt)],
    [D.scheduledFor, details.scheduledFor ? formatDateTime(details.scheduledFor) : T.immediate],
    [D.requester, details.requester],
    [
      D.weight,
      details.totalWeightInKilograms != null ? formatRoundedWeight(details.totalWeightInKilograms) : '—',
    ],
    [D.vehicle, vehicleTypeLabel(details.vehicleType)],
  ];
  if (details.riskManagement)
    rows.push([D.riskManagement, riskManagementLabel(details.riskManagement.status)]);
  if (driver) {
    rows.push(
      [D.driver, `${driver.firstName} ${driver.lastName}`.trim()],
      [D.plate, formatPlate(driver.vehiclePlate)],
    );
    const personal: [string, string | null | undefined][] = [
      [D.phone, driver.phoneNumber],
      [D.cpf, driver.cpf && formatCpf(driver.cpf)],
      [D.cnh, driver.cnh],
      [D.rg, driver.documentNumber],
    ];
    for (const [label, value] of personal) if (value) rows.push([label, value]);
  } else {
    rows.push([D.driver, D.noDriver]);
  }
  return (
    <dl className="box-order-tracking__details">
      {rows.map(([label, value]) => (
        <div key={label} className="box-order-tracking__detail">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
