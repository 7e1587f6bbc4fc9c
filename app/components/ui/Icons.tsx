// Line icons drawn for Laro (24×24, currentColor). Decorative: the text beside them names the action.
import type { ReactNode, SVGProps } from "react";

function Icon({ children, ...props }: SVGProps<SVGSVGElement> & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const IconMenu = () => (
  <Icon>
    <path d="M4 6h16M4 12h16M4 18h10" />
  </Icon>
);
export const IconClose = () => (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);
export const IconHome = () => (
  <Icon>
    <path d="M3 11.5L12 4l9 7.5" />
    <path d="M5.5 10v10h13V10" />
    <path d="M10 20v-5h4v5" />
  </Icon>
);
export const IconCrown = () => (
  <Icon>
    <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5L3 8z" />
  </Icon>
);
export const IconUsers = () => (
  <Icon>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.8-3.6 3.4-5.5 6.5-5.5s5.7 1.9 6.5 5.5" />
    <path d="M16 4.8a3.5 3.5 0 010 6.4M18.5 14.8c1.5.8 2.5 2.5 3 5.2" />
  </Icon>
);
export const IconCoins = () => (
  <Icon>
    <ellipse cx="9" cy="7" rx="6" ry="3" />
    <path d="M3 7v5c0 1.7 2.7 3 6 3s6-1.3 6-3V7" />
    <path d="M9 18c0 1.7 2.7 3 6 3s6-1.3 6-3v-5c0-1.5-2-2.7-4.8-3" />
  </Icon>
);
export const IconGift = () => (
  <Icon>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M5 12v8h14v-8M12 8v12" />
    <path d="M12 8S10.5 3.5 8 4.2C6 4.8 7 8 12 8zM12 8s1.5-4.5 4-3.8C18 4.8 17 8 12 8z" />
  </Icon>
);
export const IconHeadset = () => (
  <Icon>
    <path d="M4 14v-2a8 8 0 0116 0v2" />
    <rect x="3" y="13" width="4" height="6" rx="1.5" />
    <rect x="17" y="13" width="4" height="6" rx="1.5" />
    <path d="M19 19c0 1.5-1.5 2.5-4 2.5h-2" />
  </Icon>
);
export const IconDownload = () => (
  <Icon>
    <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
    <path d="M12 7v7M9 11.5l3 3 3-3M10 18.5h4" />
  </Icon>
);
export const IconGlobe = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
  </Icon>
);
export const IconMegaphone = () => (
  <Icon>
    <path d="M3 10v4a1 1 0 001 1h3l8 5V4L7 9H4a1 1 0 00-1 1z" />
    <path d="M18.5 8.5a5 5 0 010 7" />
  </Icon>
);
export const IconSun = () => (
  <Icon>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2.5v2M12 19.5v2M4.6 4.6L6 6M18 18l1.4 1.4M2.5 12h2M19.5 12h2M4.6 19.4L6 18M18 6l1.4-1.4" />
  </Icon>
);
export const IconMoon = () => (
  <Icon>
    <path d="M20 14.5A8.5 8.5 0 019.5 4a8.5 8.5 0 1010.5 10.5z" />
  </Icon>
);
export const IconGauge = () => (
  <Icon>
    <path d="M4.5 18a9 9 0 1115 0" />
    <path d="M12 13l4-4" />
    <circle cx="12" cy="13" r="1.3" />
  </Icon>
);
export const IconDice = () => (
  <Icon>
    <rect x="3.5" y="3.5" width="17" height="17" rx="3.5" />
    <circle cx="8.5" cy="8.5" r="1" fill="currentColor" />
    <circle cx="15.5" cy="15.5" r="1" fill="currentColor" />
    <circle cx="12" cy="12" r="1" fill="currentColor" />
    <circle cx="15.5" cy="8.5" r="1" fill="currentColor" />
    <circle cx="8.5" cy="15.5" r="1" fill="currentColor" />
  </Icon>
);
export const IconChevronLeft = () => (
  <Icon>
    <path d="M15 5l-7 7 7 7" />
  </Icon>
);
export const IconChevronRight = () => (
  <Icon>
    <path d="M9 5l7 7-7 7" />
  </Icon>
);
export const IconBook = () => (
  <Icon>
    <path d="M4 4.5A1.5 1.5 0 015.5 3H20v15H5.5A1.5 1.5 0 004 19.5v-15z" />
    <path d="M4 19.5A1.5 1.5 0 005.5 21H20v-3" />
  </Icon>
);
export const IconWifiOff = () => (
  <Icon>
    <path d="M3 3l18 18" />
    <path d="M8.5 16.5a5 5 0 017 0M5 12.9a10 10 0 015.2-2.7M13.8 10.2A10 10 0 0119 12.9M2 9.3a15 15 0 014.6-2.9M11 5a15 15 0 0111 4.3" />
    <circle cx="12" cy="20" r="0.8" fill="currentColor" />
  </Icon>
);
export const IconTools = () => (
  <Icon>
    <path d="M14.5 6.5a4 4 0 00-5.3 5.3L3.5 17.5l3 3 5.7-5.7a4 4 0 005.3-5.3l-2.5 2.5-2.5-.5-.5-2.5 2.5-2.5z" />
  </Icon>
);
export const IconShield = () => (
  <Icon>
    <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6l8-3z" />
    <path d="M9.5 9.5l5 5M14.5 9.5l-5 5" />
  </Icon>
);
export const IconLink = () => (
  <Icon>
    <path d="M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1" />
  </Icon>
);
export const IconSpark = () => (
  <Icon>
    <path d="M12 3l2.2 6.8L21 12l-6.8 2.2L12 21l-2.2-6.8L3 12l6.8-2.2L12 3z" />
  </Icon>
);

/** A mark per social network the operator lists; unknown networks get a link mark. */
export function SocialIcon({ name }: { name: string }) {
  const key = name.trim().toLowerCase();
  if (key.includes("facebook"))
    return (
      <Icon>
        <path d="M14 8h2.5V4.5H14A3.5 3.5 0 0010.5 8v2.5H8V14h2.5v6.5H14V14h2.5l.5-3.5h-3V8.5a.5.5 0 01.5-.5z" />
      </Icon>
    );
  if (key.includes("telegram"))
    return (
      <Icon>
        <path d="M21 4L3 11l6 2 2 6 3.5-4 4.5 3.5L21 4z" />
        <path d="M9 13l9-6.5" />
      </Icon>
    );
  if (key.includes("youtube"))
    return (
      <Icon>
        <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
        <path d="M10 9.5v5l4.5-2.5L10 9.5z" />
      </Icon>
    );
  if (key.includes("instagram"))
    return (
      <Icon>
        <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
      </Icon>
    );
  if (key.includes("whatsapp") || key.includes("viber") || key.includes("line") || key.includes("zalo"))
    return (
      <Icon>
        <path d="M4 20l1.3-4A8.5 8.5 0 1112 20.5a8.5 8.5 0 01-4-1L4 20z" />
      </Icon>
    );
  if (key === "x" || key.includes("twitter"))
    return (
      <Icon>
        <path d="M4 4l16 16M20 4L4 20" />
      </Icon>
    );
  if (key.includes("tiktok"))
    return (
      <Icon>
        <path d="M14 3v11.5a3.5 3.5 0 11-3.5-3.5" />
        <path d="M14 3c.5 2.6 2.4 4.5 5 4.8" />
      </Icon>
    );
  return <IconLink />;
}

/** The footer's payment marks (ADR 0063): one per kind of deposit the site takes, drawn here, never a brand's logo. */
export const IconBankTransfer = () => (
  <Icon width="28" height="28">
    <path d="M3 9.5L12 4l9 5.5" />
    <path d="M4.5 9.5h15" />
    <path d="M6.5 11.5v5M10 11.5v5M14 11.5v5M17.5 11.5v5" />
    <path d="M4 19h16" />
  </Icon>
);
export const IconOnlinePayment = () => (
  <Icon width="28" height="28">
    <rect x="3" y="4.5" width="18" height="12" rx="2" />
    <path d="M9 20h6M12 16.5V20" />
    <path d="M8.5 10.5l2.5 2.5 4.5-4.5" />
  </Icon>
);
