import { podBadge, podBadgeLabel, podStatusLabel } from './pods';
import { riskManagementLabel } from './risk-management';
import { roleLabel } from './roles';
import { scheduleTypeLabel } from './scheduling';
import { serviceTypeLabel } from './service-types';
import { stopStatusLabel, taskTypeLabel } from './stops';
import { taxTypeLabel } from './taxes';
import { orderTimelineStepLabel, shipmentTimelineStepLabel } from './timeline';

describe('catalogue labels (SPEC §3, §4)', () => {
  it('stop statuses: PENDING has no text', () => {
    expect(['PENDING', 'FINISHED', 'FAILED'].map(stopStatusLabel)).toEqual(['', 'Concluído', 'Insucesso']);
  });

  it('task types, unknown included', () => {
    expect(
      ['UNKNOWN', 'PICKUP', 'DELIVERY', 'LOADING', 'UNLOADING', 'RETURN', 'X'].map(taskTypeLabel),
    ).toEqual([
      'Desconhecido',
      'Coleta',
      'Entrega',
      'Carregamento',
      'Descarregamento',
      'Devolução',
      'Desconhecido',
    ]);
  });

  it('order timeline steps', () => {
    expect(
      ['ALLOCATED', 'ON_THE_WAY', 'LOADED', 'IN_PROGRESS', 'FINISHED'].map(orderTimelineStepLabel),
    ).toEqual(['Alocada', 'A caminho', 'Carregando', 'Em execução', 'Finalizado']);
  });

  it("shipment timeline steps; DELIVERY reads 'Entregando' only while doing", () => {
    expect(shipmentTimelineStepLabel('PICKUP', 'DONE')).toBe('Em separação');
    expect(shipmentTimelineStepLabel('IN_TRANSIT', 'DOING')).toBe('Em trânsito');
    expect(shipmentTimelineStepLabel('ON_THE_WAY', 'NOT_DONE')).toBe('Indo para seu destino');
    expect(shipmentTimelineStepLabel('DELIVERY', 'DOING')).toBe('Entregando');
    expect(shipmentTimelineStepLabel('DELIVERY', 'DONE')).toBe('Finalizada');
    expect(shipmentTimelineStepLabel('DELIVERY', 'NOT_DONE')).toBe('Finalizada');
  });

  it('risk management: only APPROVED reads Aprovado', () => {
    expect(['FAILED', 'REQUESTED', 'REJECTED', 'APPROVED'].map(riskManagementLabel)).toEqual([
      'Pré-aprovado',
      'Pré-aprovado',
      'Pré-aprovado',
      'Aprovado',
    ]);
  });

  it('schedule and service types', () => {
    expect(['NOW', 'TODAY', 'TOMORROW', 'CUSTOM'].map(scheduleTypeLabel)).toEqual([
      'Agora',
      'Hoje',
      'Amanhã',
      'Outro Dia',
    ]);
    expect(serviceTypeLabel('PICKUP')).toBe('Coleta');
    expect(serviceTypeLabel('DELIVERY')).toBe('Entrega');
  });

  it('pod badges: partial success warns, failure fails, else success', () => {
    expect(podBadge('partial_success')).toBe('warning');
    expect(podBadge('failure')).toBe('fail');
    expect(podBadge('success')).toBe('success');
    expect(podStatusLabel('RETURNED')).toBe('Devolvido');
    expect(['success', 'partial_success', 'failure'].map(podBadgeLabel)).toEqual([
      'Sucesso',
      'Sucesso parcial',
      'Insucesso',
    ]);
  });

  it('roles and taxes', () => {
    expect(roleLabel(1)).toBe('Super administrador');
    expect(roleLabel(9)).toBe('Desconhecido');
    expect(taxTypeLabel('PIS_COFINS')).toBe('PIS/COFINS');
  });
});
