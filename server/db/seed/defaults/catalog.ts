/**
 * The seeded game catalogue. Studios, game names and artwork are our own inventions; thumbnails are
 * generated SVGs (modules/config/thumbnail.ts), so the repository carries no third-party assets.
 * `sort` ascending = shown first. A status other than 1 hides the row.
 *
 * A name promises a game: slots (type 1) run the 5-reel slot, mines (type 8) the 5x5 mines field, the
 * roulette tables (3001-3005, type 3) European single-zero roulette, the blackjack tables (3006-3010)
 * blackjack and every other shown game the roll-under dice (server/provider/games.catalog.ts), so only
 * those tables name roulette or blackjack, and no title names another card game, keno or a live table. A
 * type's name promises its games' engine too: Dice (5) and Quick Rolls (6, once 'Lottery') are both the
 * roll-under dice. A type no engine runs (fishing, arcade) is hidden with its games.
 * A changed seed value reaches databases seeded earlier through ../upgrade (see seed-history.ts).
 */
export type Motif = 'slots' | 'crash' | 'table' | 'fishing' | 'dice' | 'lottery' | 'arcade' | 'mines'

/**
 * `art` > 1: the row's art was redrawn (a new name or motif) after earlier builds served it, so its image
 * URL carries `?v=<art>`: the service worker keeps /media/ images for 30 days by URL.
 */
interface Art {
  art?: number
}

export const artPath = (folder: string, id: number, art = 1): string =>
  `${folder}/${id}.svg${art > 1 ? `?v=${art}` : ''}`

export const seedGameTypes: Array<
  { id: number; name: string; motif: Motif; sort: number; status: number } & Art
> = [
  { id: 1, name: 'Slots', motif: 'slots', sort: 10, status: 1 },
  // Since seed revision 8 (issue 22): the provably fair mines engine.
  { id: 8, name: 'Mines', motif: 'mines', sort: 15, status: 1 },
  { id: 2, name: 'Crash', motif: 'crash', sort: 20, status: 1 },
  { id: 3, name: 'Table', motif: 'table', sort: 30, status: 1 },
  // Since seed revision 10 (issue 22): hidden with its games, no engine runs a fishing game.
  { id: 4, name: 'Fishing', motif: 'fishing', sort: 40, status: 0 },
  // Once 'Live', with no live dealer behind it: its games run the roll-under dice (provider/games.catalog.ts).
  { id: 5, name: 'Dice', motif: 'dice', sort: 50, status: 1, art: 2 },
  // Once 'Lottery' (lottery balls): since seed revision 12 (issue 22) named and drawn as the roll-under dice
  // its games run.
  { id: 6, name: 'Quick Rolls', motif: 'dice', sort: 60, status: 1, art: 2 },
  // Not launched yet: neither the type nor its games are served.
  { id: 7, name: 'Arcade', motif: 'arcade', sort: 70, status: 0 },
]

export const seedGameBrands: Array<{ id: number; name: string; sort: number; status: number } & Art> = [
  { id: 1, name: 'Copperfox Studios', sort: 10, status: 1 },
  { id: 2, name: 'Moonwell Reels', sort: 20, status: 1 },
  { id: 3, name: 'Skylark Labs', sort: 30, status: 1 },
  { id: 4, name: 'Velvet Nine', sort: 40, status: 1 },
  { id: 5, name: 'Tidepool Gaming', sort: 50, status: 1 },
  { id: 6, name: 'Marigold Games', sort: 60, status: 1, art: 2 },
  { id: 7, name: 'Lanternlight', sort: 70, status: 1 },
  // Still onboarding: hidden with its games.
  { id: 8, name: 'Pixel Harbor', sort: 80, status: 0 },
]

/** How a game reaches us: our own demo provider or an aggregation hub. */
export const seedGamePlatforms = [
  { id: 1, name: 'Lucky Lobby Originals', status: 1 },
  { id: 2, name: 'Starlit Exchange', status: 1 },
  { id: 3, name: 'Harborline Hub', status: 1 },
]

/**
 * [id, name, brandId, platformId, flags]; flags: h hot, n new, x no demo play, o off (maintenance), r renamed
 * after earlier builds served it (art 2, see Art), a digit: redrawn again (that art number).
 */
type Row = [number, string, number, number, string]

const byType: Record<number, Row[]> = {
  1: [
    [1001, 'Copper Canyon Gold', 1, 1, 'h'],
    [1002, 'Moonlit Koi', 2, 1, 'hn'],
    [1003, 'Jade Lantern Riches', 1, 2, 'h'],
    [1004, 'Thunder Yak', 2, 2, ''],
    [1005, 'Candy Comet', 1, 1, 'n'],
    [1006, 'Lucky Lobster Pots', 2, 2, ''],
    [1007, 'Samba Sunrise', 1, 1, 'h'],
    [1008, 'Mango Tango Reels', 2, 3, ''],
    [1009, 'Wild Alpaca Express', 1, 2, 'n'],
    [1010, 'Aztec Ember', 2, 3, ''],
    [1011, 'Frost Giant Forge', 1, 3, ''],
    [1012, 'Neon Noodle Bar', 2, 1, 'n'],
    [1013, 'Pirate Parrot Plunder', 1, 2, ''],
    [1014, 'Golden Tortoise', 2, 2, 'h'],
    [1015, 'Cosmic Cactus', 1, 3, ''],
    [1016, 'Dragon Pearl Harbor', 2, 1, ''],
    [1017, 'Carnival Crowns', 1, 2, ''],
    [1018, 'Viking Honey', 2, 3, ''],
    [1019, 'Cherry Orbit 7s', 1, 1, 'h'],
    [1020, 'Midnight Fox Den', 1, 2, ''],
    [1021, 'Emerald Owl', 2, 3, 'o'],
    [1022, 'Honey Heist', 2, 1, 'n'],
    [1023, 'Samurai Sakura', 1, 3, ''],
    [1024, 'Rio Carnival Cash', 2, 2, ''],
  ],
  2: [
    [2001, 'Skylark Ascent', 3, 1, 'hn'],
    [2002, 'Paper Plane Rally', 3, 1, 'h'],
    [2003, 'Rocket Ramen', 3, 2, ''],
    [2004, 'Balloon Pop Climb', 3, 2, 'n'],
    [2005, 'Comet Cashout', 3, 1, ''],
    [2006, 'Hot Air Hopper', 3, 3, ''],
    [2007, 'Orbit Dash', 3, 3, ''],
    [2008, 'Kite Climber', 3, 2, ''],
  ],
  3: [
    // Since seed revision 9 (issue 22): European roulette, so named and drawn as a wheel (art 3).
    [3001, 'Velvet Roulette', 4, 1, 'h3'],
    [3002, 'Royal Ribbon Roulette', 4, 1, '3'],
    [3003, 'Lagoon Wheel Roulette', 4, 2, '3'],
    [3004, 'Lantern Single Zero', 4, 2, 'n3'],
    [3005, 'Golden Pocket Roulette', 4, 3, '3'],
    // Since seed revision 11 (issue 22): blackjack, so named and drawn as cards (art 3).
    [3006, 'Harbor Blackjack', 4, 3, '3'],
    [3007, 'Deluxe Twenty-One', 4, 2, '3'],
    [3008, 'Royale Blackjack', 4, 3, '3'],
    [3009, 'Express Blackjack', 4, 2, 'n3'],
    [3010, 'Jacks Up Blackjack', 4, 1, 'o3'],
  ],
  4: [
    [4001, 'Reef Raiders', 5, 1, 'h'],
    [4002, 'Deep Sea Bounty', 5, 2, ''],
    [4003, 'Octopus Overlord', 5, 2, 'n'],
    [4004, 'Coral Cannon', 5, 3, ''],
    [4005, 'Golden Carp Hunt', 5, 1, ''],
    [4006, 'Neon Jellyfish', 5, 3, ''],
    [4007, 'Harbor Kraken', 5, 2, ''],
  ],
  5: [
    [5001, 'Marigold High Roller', 6, 3, 'hxr'],
    [5002, 'Marigold Lucky Roll', 6, 3, 'xr'],
    [5003, 'Marigold Double Dice', 6, 3, 'hxr'],
    [5004, 'Sunset Dice', 6, 3, 'nxr'],
    [5005, 'Dice Duel', 6, 3, 'xr'],
    [5006, 'Lobby Lights Dice', 6, 3, 'xr'],
    [5007, 'Palace Dice', 6, 3, 'xr'],
    [5008, 'Roll Under Express', 6, 3, 'xr'],
  ],
  6: [
    // Since seed revision 12 (issue 22): drawn as dice, the type's motif, no longer as lottery balls (art 3).
    [6001, 'Lantern Lucky Roll', 7, 1, 'h3'],
    [6002, 'Quick Roll 5', 7, 1, '3'],
    [6003, 'Lucky Roll 28', 7, 2, '3'],
    [6004, 'Safari Dice', 7, 2, 'n3'],
    [6005, 'Boulevard Dice', 7, 3, '3'],
    [6006, 'Parade Roll', 7, 3, '3'],
    [6007, 'Rainbow Roll', 7, 1, '3'],
    [6008, 'Moon Dice', 7, 2, '3'],
  ],
  7: [
    [7001, 'Pixel Peg Drop', 8, 2, 'n'],
    [7002, 'Mines Meadow', 8, 2, ''],
    [7003, 'Hi-Lo Harbor', 8, 2, ''],
  ],
  8: [
    [8001, 'Gem Field', 1, 1, 'hn'],
    [8002, 'Crystal Cavern', 2, 1, 'n'],
    [8003, 'Ember Tiles', 7, 1, ''],
    [8004, 'Lagoon Pearls', 5, 1, ''],
  ],
}

export const seedGames = Object.entries(byType).flatMap(([type, rows]) =>
  rows.map(([id, name, brandId, platformId, flags], i) => ({
    id,
    name,
    gameType: Number(type),
    brandId,
    platformId,
    img: artPath('games', id, Number(flags.match(/\d/)?.[0] ?? (flags.includes('r') ? 2 : 1))),
    sort: (i + 1) * 10,
    status: flags.includes('o') ? 0 : 1,
    isHot: flags.includes('h'),
    isNew: flags.includes('n'),
    tryIt: !flags.includes('x'),
  })),
)
