import { createFileRoute, useSearch } from '@tanstack/react-router'
import { AgentPage } from '../../features/agent/agent-page.tsx'
import { agentSearch } from '../../features/agent/agent-search.ts'
import { requireAuth } from '../../features/auth/guard.ts'

export const Route = createFileRoute('/agent/')({
  staticData: { titleKey: 'agent.title' },
  validateSearch: agentSearch,
  beforeLoad: requireAuth,
  component: AgentRoute,
})

// By route id, not Route.useSearch(): the split-off component must not import this module.
function AgentRoute() {
  const { tabActive } = useSearch({ from: '/agent/' })
  return <AgentPage tab={tabActive ?? 'overview'} />
}
