/**
 * The invite link and where each share channel sends it. The link opens registration with the inviter's
 * code filled in (`/auth/register?inviteCode=`); a channel's target is the operator's URL (shareUrlMap)
 * with `{link}` replaced by the URL-encoded link. Only https targets are offered (the bare link aside).
 */
export function inviteLink(origin: string, inviteCode: string): string {
  return `${origin}/auth/register?inviteCode=${encodeURIComponent(inviteCode)}`
}

export function shareTargets(
  shareUrlMap: Record<string, string>,
  link: string,
): Array<{ channel: string; url: string }> {
  return Object.entries(shareUrlMap)
    .filter(([channel, url]) => channel !== 'link' && url.startsWith('https://'))
    .map(([channel, url]) => ({ channel, url: url.replaceAll('{link}', encodeURIComponent(link)) }))
}
