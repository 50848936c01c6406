import polyline from '@mapbox/polyline';
import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { MapView } from './MapView';
import { OFFLINE_STORY_MAP_STYLE } from './storyStyle';
import type { MapMarker, MapViewProps } from './types';

// A delivery route across São Paulo: warehouse at Barra Funda, four stops, the driver between stops 2 and 3.
const ROUTE = polyline.encode(
  [
    [-23.5255, -46.6672],
    [-23.5366, -46.6556],
    [-23.5489, -46.6388],
    [-23.5614, -46.6559],
    [-23.5733, -46.6412],
    [-23.5874, -46.6576],
    [-23.5981, -46.6862],
  ],
  5,
);

const at = (latitude: number, longitude: number) => ({ latitude, longitude });

const markers: MapMarker[] = [
  {
    id: 'wh',
    kind: 'warehouse',
    title: 'Armazém Barra Funda (carregamento)',
    position: at(-23.5255, -46.6672),
  },
  {
    id: 's1',
    kind: 'stop',
    label: '1',
    tone: 'success',
    title: 'Parada 1: Praça da Sé, 1 — Concluído',
    info: (
      <p>
        <strong>PED-1001</strong>
        <br />
        Praça da Sé, 1 — Concluído às 09:42
      </p>
    ),
    position: at(-23.5489, -46.6388),
  },
  {
    id: 's2',
    kind: 'stop',
    label: '2',
    tone: 'failure',
    title: 'Parada 2: Avenida Paulista, 1578 — Insucesso',
    info: <p>Avenida Paulista, 1578 — destinatário ausente</p>,
    position: at(-23.5614, -46.6559),
  },
  { id: 'driver', kind: 'driver', title: 'Motorista', position: at(-23.568, -46.648) },
  {
    id: 's3',
    kind: 'stop',
    label: '3',
    tone: 'active',
    title: 'Parada 3: Rua Vergueiro, 3185 — próxima parada',
    info: <p>Chegada estimada: 11:05</p>,
    position: at(-23.5874, -46.6576),
  },
  {
    id: 's4',
    kind: 'stop',
    label: '4',
    title: 'Parada 4: Avenida Brigadeiro Faria Lima, 2232',
    info: <p>Chegada estimada: 11:40</p>,
    position: at(-23.5981, -46.6862),
  },
];

/** The info window follows the story's own state, as a screen would hold it. */
function Controlled(props: MapViewProps) {
  const [open, setOpen] = useState<string | null>(props.openMarkerId ?? null);
  return <MapView {...props} openMarkerId={open} onOpenMarkerChange={setOpen} />;
}

const meta = {
  title: 'ui/MapView',
  component: MapView,
  parameters: { layout: 'padded' },
  args: { mapStyle: OFFLINE_STORY_MAP_STYLE, markers, route: ROUTE, ariaLabel: 'Mapa da rota' },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof MapView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Route, warehouse, driver and a stop of each SPEC §4 tone (needs WebGL: Storybook in Chromium has it). */
export const RouteWithStops: Story = {};

export const InfoWindowOpen: Story = { args: { openMarkerId: 's3' } };

/** A side panel over the left of the map: the route fits in what stays visible. */
export const WithSidePanelPadding: Story = {
  args: { fitPadding: { top: 24, right: 24, bottom: 24, left: 360 } },
};

/** Nothing to show: centred on São Paulo. */
export const Empty: Story = { args: { markers: [], route: null } };
