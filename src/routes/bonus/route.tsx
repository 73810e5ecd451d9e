import { createFileRoute } from '@tanstack/react-router'
import { BonusLayout } from '../../features/bonus/bonus-layout.tsx'

// The /bonus tabs (spec 2): the layout draws the title and the tab list (features/bonus/bonus-tabs.tsx).
export const Route = createFileRoute('/bonus')({
  component: BonusLayout,
})
