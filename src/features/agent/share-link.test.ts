import { describe, expect, it } from 'vitest'
import { agentSearch } from './agent-search.ts'
import { inviteLink, shareTargets } from './share-link.ts'

describe('invite link and share targets', () => {
  it('opens registration with the code filled in', () => {
    expect(inviteLink('https://lucky.example', 'AB12CD34')).toBe(
      'https://lucky.example/auth/register?inviteCode=AB12CD34',
    )
  })

  it('puts the URL-encoded link into each https channel and leaves the bare link and others out', () => {
    const link = 'https://lucky.example/auth/register?inviteCode=AB12CD34'
    const targets = shareTargets(
      {
        link: '{link}',
        whatsapp: 'https://wa.me/?text={link}',
        evil: 'javascript:alert({link})',
        telegram: 'https://t.me/share/url?url={link}',
      },
      link,
    )
    expect(targets).toEqual([
      {
        channel: 'whatsapp',
        url: 'https://wa.me/?text=https%3A%2F%2Flucky.example%2Fauth%2Fregister%3FinviteCode%3DAB12CD34',
      },
      {
        channel: 'telegram',
        url: 'https://t.me/share/url?url=https%3A%2F%2Flucky.example%2Fauth%2Fregister%3FinviteCode%3DAB12CD34',
      },
    ])
  })

  it('reads tabActive, dropping anything that is not a tab', () => {
    expect(agentSearch({ tabActive: 'rewards' })).toEqual({ tabActive: 'rewards' })
    expect(agentSearch({ tabActive: 'admin' })).toEqual({})
    expect(agentSearch({ tabActive: 3 })).toEqual({})
  })
})
