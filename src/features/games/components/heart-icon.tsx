import { type IconProps, Svg } from '../../../ui/icons.tsx'

/** Outline when not liked, filled when liked. */
export const HeartIcon = ({ filled, ...p }: IconProps & { filled?: boolean }) => (
  <Svg {...p} filled={filled}>
    <path d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z" />
  </Svg>
)

// The shell's search icon (tab bar, top nav, lobby), re-exported for the search page.
export { SearchIcon } from '../../../ui/icons.tsx'
