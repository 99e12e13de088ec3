/** Small line icons (inline SVG, so no icon font or emoji font is needed). */
import type { ReactElement } from 'react';

const Svg = ({ children }: { children: ReactElement | ReactElement[] }) => (
  <svg
    width="24"
    height="24"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
  >
    {children}
  </svg>
);

export const HomeIcon = () => (
  <Svg>
    <path d="M3 11.5 12 4l9 7.5" />
    <path d="M5.5 10v9.5h13V10" />
    <path d="M10 19.5v-5h4v5" />
  </Svg>
);
export const TargetIcon = () => (
  <Svg>
    <circle cx="12" cy="12" r="8.5" />
    <circle cx="12" cy="12" r="4.5" />
    <circle cx="12" cy="12" r="1" />
  </Svg>
);
export const TicketIcon = () => (
  <Svg>
    <path d="M3 7.5h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4z" />
    <path d="M14 7.5v10" strokeDasharray="2 2" />
  </Svg>
);
export const WalletIcon = () => (
  <Svg>
    <path d="M4 7h14.5a1.5 1.5 0 0 1 1.5 1.5V19H5.5A1.5 1.5 0 0 1 4 17.5z" />
    <path d="M4 7l11-3v3" />
    <path d="M16 13h4" />
  </Svg>
);
export const ChatIcon = () => (
  <Svg>
    <path d="M4 5h16v11H9l-5 4z" />
    <path d="M8 9.5h8M8 12.5h5" />
  </Svg>
);
export const AlertIcon = () => (
  <Svg>
    <path d="M12 3.5 21.5 20h-19z" />
    <path d="M12 10v4.5M12 17.2v.1" />
  </Svg>
);
