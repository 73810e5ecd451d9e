import { createFileRoute } from '@tanstack/react-router'
import { AgentRulePage } from '../../features/agent/agent-rule-page.tsx'
import { requireAuth } from '../../features/auth/guard.ts'

export const Route = createFileRoute('/agent/rule')({
  staticData: { titleKey: 'agent.ruleTitle' },
  beforeLoad: requireAuth,
  component: AgentRulePage,
})
