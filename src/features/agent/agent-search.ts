/** /agent search params: `tabActive`, one of the page's tabs (spec 2); anything else is the overview. */
export const AGENT_TABS = ['overview', 'invitees', 'commissions', 'rewards'] as const
export type AgentTab = (typeof AGENT_TABS)[number]

export interface AgentSearch {
  tabActive?: AgentTab
}

export const agentSearch = (raw: Record<string, unknown>): AgentSearch =>
  AGENT_TABS.includes(raw.tabActive as AgentTab) ? { tabActive: raw.tabActive as AgentTab } : {}
