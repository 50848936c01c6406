import { lineIconProps } from '@box/ui';

/** Line icons of step 1 (24×24, currentColor), decorative: the button or legend beside them names them. */
const common = lineIconProps;

/** Delivery: a truck on its way. */
export const DeliveryIcon = () => (
  <svg {...common}>
    <path d="M2 6h11v10H2zM13 10h4l3 3v3h-7" />
    <circle cx="6" cy="17.5" r="1.8" />
    <circle cx="16.5" cy="17.5" r="1.8" />
  </svg>
);

/** Pickup: a parcel being lifted (arrow up out of the box). */
export const PickupIcon = () => (
  <svg {...common}>
    <path d="M4 11h16v9H4zM4 11l2-4h12l2 4M12 9V2m-3 3l3-3 3 3" />
  </svg>
);

export const RefreshIcon = () => (
  <svg {...common}>
    <path d="M20 11a8 8 0 10-2.3 5.7" />
    <path d="M20 4v7h-7" />
  </svg>
);

export const EditIcon = () => (
  <svg {...common}>
    <path d="M4 20h4L19 9l-4-4L4 16z" />
    <path d="M13 7l4 4" />
  </svg>
);

export const TrashIcon = () => (
  <svg {...common}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </svg>
);

export const RecipientsIcon = () => (
  <svg {...common}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M3 20a6 6 0 0112 0M16 4a3.5 3.5 0 010 7M21 20a6 6 0 00-4-5.6" />
  </svg>
);

export const UploadIcon = () => (
  <svg {...common}>
    <path d="M12 16V4m-5 5l5-5 5 5" />
    <path d="M4 16v4h16v-4" />
  </svg>
);

export const ClockIcon = () => (
  <svg {...common}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </svg>
);

export const PlusIcon = () => (
  <svg {...common}>
    <path d="M12 5v14M5 12h14" />
  </svg>
);

export const HelpIcon = () => (
  <svg {...common}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9a2.5 2.5 0 115 .5c0 1.5-2.5 2-2.5 3.5M12 17h.01" />
  </svg>
);
