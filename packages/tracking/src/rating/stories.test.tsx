import { describeStories } from '@box/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import * as stories from './RatingModal.stories';

const dialog = (name: string) => screen.findByRole('dialog', { name });

/** What each rating story must show once its play ran and its mocked API answered. */
const expectations: Record<string, () => Promise<void>> = {
  Form: async () => {
    await dialog('Avalie sua experiência');
    expect((screen.getByRole('button', { name: 'Enviar' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByRole('radio')).toHaveLength(16);
  },
  DriverOnly: async () => {
    await dialog('Avalie sua experiência');
    expect(screen.getAllByRole('radio')).toHaveLength(5);
  },
  Sending: async () => {
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Enviar' }).getAttribute('aria-busy')).toBe('true'),
    );
  },
  Sent: async () => {
    expect((await dialog('Avaliação enviada')).textContent).toContain('Obrigado');
  },
  Failure: async () => {
    expect((await screen.findByRole('alert')).textContent).toContain('Falha ao enviar a avaliação');
  },
  AlreadyRated: async () => {
    expect((await dialog('Avaliação enviada')).textContent).toContain('já havia sido avaliada');
  },
  Given: async () => {
    expect((await dialog('Avaliação enviada')).textContent).toContain('4 de 5');
  },
  LoadsQuestions: async () => {
    expect(await screen.findByRole('radio', { name: '5 estrelas' })).toBeTruthy();
  },
  LoadingQuestions: async () => {
    expect(screen.getByText('Carregando avaliação')).toBeTruthy();
  },
};

describeStories('rating modal', stories, expectations);
