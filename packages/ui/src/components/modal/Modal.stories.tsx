import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { Button } from '../button/Button';
import { Checkbox } from '../checkbox/Checkbox';
import { Modal } from './Modal';

function FiltersModal() {
  const [open, setOpen] = useState(true);
  const [late, setLate] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Abrir filtros
      </Button>
      <Modal
        open={open}
        title="Filtros"
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancelar
            </Button>
            <Button onClick={() => setOpen(false)}>Aplicar</Button>
          </>
        }
      >
        <Checkbox checked={late} onChange={setLate} label="Em atraso" />
      </Modal>
    </>
  );
}

const meta = { title: 'ui/Modal', component: FiltersModal } satisfies Meta<typeof FiltersModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const ErrorDialog: Story = {
  render: () => (
    <Modal
      open
      size="sm"
      title="Ops! Tivemos um problema ao carregar os dados!"
      onClose={() => {}}
      footer={<Button>Tentar novamente</Button>}
    >
      Erro! status: 500
    </Modal>
  ),
};
