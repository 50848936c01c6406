/** The few line icons the primitives draw (24×24, currentColor), decorative: the control carries the name. */
export const lineIconProps = {
  width: 18,
  height: 18,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export const CloseIcon = () => (
  <svg {...lineIconProps}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

export const SearchIcon = () => (
  <svg {...lineIconProps}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </svg>
);

export const FilterIcon = () => (
  <svg {...lineIconProps}>
    <path d="M4 5h16l-6 7.5V19l-4 1v-7.5z" />
  </svg>
);

export const InfoIcon = () => (
  <svg {...lineIconProps}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </svg>
);

export const CheckCircleIcon = () => (
  <svg {...lineIconProps}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.5 2.5L16 9.5" />
  </svg>
);

export const WarningIcon = () => (
  <svg {...lineIconProps}>
    <path d="M12 3l9.5 17h-19z" />
    <path d="M12 10v4M12 17h.01" />
  </svg>
);

export const InboxIcon = () => (
  <svg {...lineIconProps} width={40} height={40} strokeWidth={1.5}>
    <path d="M3 13l3-8h12l3 8v6H3z" />
    <path d="M3 13h5l1 2h6l1-2h5" />
  </svg>
);
