import { type IconProps, Svg } from './icons.tsx'

/**
 * Icons only lazily loaded pages use (auth, service, download, install, member). Kept apart from
 * icons.tsx, whose icons the shell and the lobby draw, so they stay out of the first load.
 */
export const HelpIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.6v.6" />
    <path d="M12 17h.01" />
  </Svg>
)

export const EyeIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </Svg>
)

export const EyeOffIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M10.6 5.1A10.6 10.6 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-2.6 3.5" />
    <path d="M6.6 6.6A17.4 17.4 0 0 0 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    <path d="m3 3 18 18" />
  </Svg>
)

export const ChatIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12Z" />
  </Svg>
)

export const ExternalIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M14 4h6v6" />
    <path d="M20 4 10 14" />
    <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Svg>
)

export const AndroidIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 11.5a6 6 0 0 1 12 0Z" />
    <path d="m8 5 1.3 2M16 5l-1.3 2" />
    <path d="M6 13.5h12v5a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 6 18.5v-5Z" />
    <path d="M9.5 9.3h.01M14.5 9.3h.01" />
  </Svg>
)

export const AppleIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M16.5 13.2c0-2.3 1.9-3.4 2-3.5a4.3 4.3 0 0 0-3.4-1.8c-1.4-.2-2.8.8-3.5.8s-1.9-.8-3.1-.8A4.6 4.6 0 0 0 4.6 10.3c-1.7 2.9-.4 7.3 1.2 9.7.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8s1.9.8 3.1.8c1.3 0 2.1-1.2 2.9-2.4a9.8 9.8 0 0 0 1.3-2.7 4.2 4.2 0 0 1-2.7-4.1Z" />
    <path d="M14.3 5.8A4.2 4.2 0 0 0 15.3 2.6a4.3 4.3 0 0 0-2.8 1.4 4 4 0 0 0-1 3.1 3.6 3.6 0 0 0 2.8-1.3Z" />
  </Svg>
)

export const MonitorIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="4" width="18" height="12" rx="1.5" />
    <path d="M8 20h8M12 16v4" />
  </Svg>
)
