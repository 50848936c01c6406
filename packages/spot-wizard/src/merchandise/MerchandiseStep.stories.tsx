import {
  FEATURE_FISCAL_DOCUMENTS_UPLOAD,
  FEATURE_ROUND_TRIP,
  FEATURE_SHIPMENT_TRACKING_SHARING,
} from '@box/core/catalogues';
import { createFakeFetch, reply } from '@box/ui/testing/fake-api';
import type { Meta, StoryObj } from '@storybook/react';
import { OPEN_CONFIG } from './fixtures/environment';
import { accessKeyFor } from './fixtures/places';
import { fiscalDocumentRoute, step1Routes } from './fixtures/routes';
import { Step1Story } from './fixtures/Step1Harness';

const ALL_FEATURES = [FEATURE_FISCAL_DOCUMENTS_UPLOAD, FEATURE_ROUND_TRIP, FEATURE_SHIPMENT_TRACKING_SHARING];
const api = (routes = step1Routes()) => createFakeFetch(routes, { delay: 150 }).fetch;

// A key SEFAZ never answers (the row stays loading) and one it does not know.
const SLOW_KEY = accessKeyFor(4001);
const UNKNOWN_KEY = accessKeyFor(4002);
const mixedApi = () =>
  api(
    step1Routes({
      'GET /fiscal-documents/:key': (request) => {
        const key = request.params.key ?? '';
        if (key === SLOW_KEY) return reply({ delay: 'never', body: {} });
        if (key === UNKNOWN_KEY)
          return reply({ status: 404, body: { code: 'not_found', message: 'não há' } });
        return fiscalDocumentRoute(request);
      },
    }),
  );

const meta = {
  title: 'Spot wizard/Step 1/Merchandise step',
  component: Step1Story,
  parameters: { layout: 'padded' },
  args: { fetch: api(), features: ALL_FEATURES },
} satisfies Meta<typeof Step1Story>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing added yet: scheduling, service type, warehouse, the code field and its tools. */
export const Empty: Story = {};

/** Rows ok, loading and in error (SEFAZ unknown document, unknown CEP, not enough data, invalid code). */
export const WithRows: Story = {
  args: {
    fetch: mixedApi(),
    setup: ({ merchandise }) => {
      merchandise.paste(
        [
          accessKeyFor(4000),
          UNKNOWN_KEY,
          'PED-1\t01310-100\t1578\tPortaria\tana@mercado.example',
          'PED-2\t99999-999\t5',
          'PED-3',
          'PEÇA-4\t01001000\t1',
        ].join('\n'),
      );
      // Typed, so looked up alone: a paste goes in one batch call, which the slow key would hold whole.
      merchandise.submitCode(SLOW_KEY);
    },
  },
};

/** A blocked or inactive account: nothing can be added. */
export const BlockedAccount: Story = { args: { canAddMerchandise: false } };

/** The operations team is away: the notice, and no 'Agora'. */
export const ServiceUnavailable: Story = {
  args: {
    config: {
      ...OPEN_CONFIG,
      immediate_booking_available: false,
      service_available: 'only_available_tomorrow',
    },
  },
};

/** A delivery coming back to the warehouse ('Rota circular'). */
export const RoundTrip: Story = {
  args: {
    setup: ({ merchandise }) => {
      merchandise.paste('PED-10\t01310100\t1578\nPED-11\t04538133\t3477');
      merchandise.setRoundTripChecked(true);
    },
  },
};

/** A code with no address opens the manual modal with it. */
export const ManualModalFromCode: Story = {
  args: { setup: ({ merchandise }) => void merchandise.submitCode('PED-77') },
};

/** The warehouse list could not load. */
export const WarehousesFailed: Story = {
  args: {
    fetch: api(
      step1Routes({
        'GET /customers/warehouses': reply({ status: 500, body: { code: 'internal', message: 'x' } }),
      }),
    ),
  },
};
