import { seedGameTypes } from './catalog.ts'
import type { LocaleContent } from './content.ts'

export const contentEn: LocaleContent = {
  faq: {
    1: {
      question: 'How do I create an account?',
      answer:
        'Tap Sign up, choose an account name (6 to 16 letters, digits or underscores) and a password of at least 8 characters, then tap Create account. You can browse the lobby and play demos without an account, but you need one to play for real money, deposit and withdraw. You must be 18 or older to sign up.',
    },
    2: {
      question: 'I forgot my password. How do I get back in?',
      answer:
        'On the login screen tap Forgot password? and verify the mobile number linked to your account with an SMS code, then choose a new password. If no mobile number is linked, open Member, then Customer service.',
    },
    3: {
      question: 'How do I make a deposit?',
      answer:
        'Open Member and tap Deposit, pick a payment channel and an amount, and complete the payment. The balance is credited as soon as the payment provider confirms it. The Deposit page lists the deposit bonuses in force (a first-deposit bonus and a bonus on every deposit) with the bonus each amount would earn next to Bonus +. A bonus is paid only if you tick it before paying; its terms are shown beside the box.',
    },
    4: {
      question: 'How do I withdraw?',
      answer:
        'Open Member and tap Withdraw. Withdrawals are paid to a bank card in your name: add one under Bank cards first. The amount is reserved as soon as you submit the request; if the payment fails, it goes back to your balance.',
    },
    5: {
      question: 'Why can I not withdraw my whole balance yet?',
      answer:
        'Each deposit must be bet a set amount before the cash it brought can be withdrawn. The Withdraw page shows each one under Wagering requirement with how much is left to bet. Bonus money is kept apart from your cash: it moves to your cash once its own wagering is met, and withdrawing never costs you it.',
    },
    6: {
      question: 'Can I try games for free?',
      answer:
        'Many games can be played for free: tap Demo on the game card. Demo play uses play money only, so it never changes your balance and never counts towards a wagering requirement. Not every game has a demo.',
    },
    7: {
      question: 'How do I find a game?',
      answer:
        'Open Search games from the lobby, type part of the name and filter by type or studio. Small typos are forgiven.',
    },
    8: {
      question: 'How do I keep my favourite games?',
      answer:
        'Tap the heart on a game. Your favourites are listed under Member, then My games, then Favourites, with the games you played recently under Recent.',
    },
    9: {
      question: 'Can I install the app?',
      answer:
        'Yes. Open Member, then Get the app, and tap Install the app, or follow the steps shown for your device. The installed app opens straight to the lobby and keeps working on slow connections.',
    },
    10: {
      question: 'How do I change the language?',
      answer:
        'Use the Language picker at the foot of the page (in the top bar on wide screens, at the top of the login screen). The app is available in English, Português and Español.',
    },
    11: {
      question: 'How do I contact customer service?',
      answer:
        'Open Member, then Customer service: it lists the channels that are open. Play for fun and only with money you can afford to lose; the app is for adults aged 18 and over.',
    },
    12: {
      question: 'How do VIP levels work?',
      answer:
        'Every valid bet adds its amount to your experience; cancelled or refunded bets do not count. Enough experience takes you to the next level, and each level pays its level-up reward once. Every level has a daily sign-in award, and from VIP 1 there is a daily bonus too: open Member, then VIP, and tap Claim once per day (a new day starts at 00:00 UTC). VIP rewards go to your cash with no wagering requirement. The VIP page lists every level and what it gives.',
    },
    13: {
      question: 'What is the rebate?',
      answer:
        'A share of your valid bets comes back to you as rebate. The share depends on your VIP level and the game type. Open Promos, then Rebate, to see what you can claim and tap Claim all; it is paid to your cash with no wagering requirement, whenever you like.',
    },
    14: {
      question: 'How does the daily sign-in work?',
      answer:
        'Open Member, then Daily sign-in, and claim once per day, for up to 7 days in a row: later days pay more. A new day starts at 00:00 UTC. If you miss a day, the cycle starts again at day 1. Rewards are paid to your cash with no wagering requirement.',
    },
    15: {
      question: 'What are tasks?',
      answer:
        'Open Promos, then Tasks. Daily tasks reset at 00:00 UTC, weekly ones every Monday at 00:00 UTC, and New player tasks count during your first 7 days. VIP tasks open at the VIP level they show. Deposits, bets and your daily sign-in move them forward on their own; when a task is done, tap Claim. Coin rewards go to your cash with no wagering requirement; some tasks pay points instead.',
    },
    16: {
      question: 'How do I earn and use points?',
      answer:
        'You earn points for every amount you bet and for each daily sign-in; a cancelled bet does not earn them. Open Member, then Points, to see your points, how many each action gives and the shop, then tap Exchange to turn points into cash, or into a coupon you pick on a deposit. Some items can be exchanged a limited number of times per day.',
    },
  },
  notices: {
    1: {
      title: 'Welcome to Lucky Lobby',
      content:
        'Welcome to Lucky Lobby! Try any game with Demo, keep your favourites, and install the app from Member. Play responsibly: 18+ only.',
    },
    2: {
      title: 'A bonus on your deposits',
      content:
        'Your first deposit can earn a first-deposit bonus, and every deposit a bonus too, if you tick it on the Deposit page. Bonus money is kept apart from your cash and moves to it once you have bet the multiple its terms show (at most 10x) with cash; withdrawing never costs you the bonus.',
    },
  },
  pages: {
    'about-us': {
      title: 'About us',
      body: [
        'Lucky Lobby is an online games lobby built for players on the move. Slots, crash games, mines and dice games sit in one place, in a light app that keeps working on slow or unsteady connections and can be installed on your home screen.',
        'We work with independent game studios and run every game on certified servers. Balances are kept in whole minor units and every movement of money is recorded in a double-entry ledger, so your wallet always adds up.',
        'Deposits can earn the bonuses listed on the Deposit page if you choose them, and every bonus shows its terms before you deposit.',
        'Lucky Lobby is for adults aged 18 and over. Customer service lists its open channels on the Service page.',
      ].join('\n\n'),
    },
    'privacy-policy': {
      title: 'Privacy policy',
      body: [
        'This policy explains what personal data Lucky Lobby collects, why, and what choices you have. We collect only what we need to run your account, process payments, keep the service secure and meet our legal duties.',
        'What we collect: your account name, nickname and password (stored only as a salted hash); your mobile number and linked social sign-in ids if you add them; your deposits, withdrawals, bets and rewards; bank details you bind for withdrawals; and technical data such as your IP address, a random device identifier stored by the app and the pages you use.',
        'Why we use it: to sign you in and keep your account safe, to pay deposits and withdrawals, to apply deposit bonuses, to prevent fraud and abuse, to answer your support requests and to improve the app. We do not sell your personal data.',
        'Who receives it: payment providers to process your transactions, game studios only with the anonymous player id they need to run a game, and authorities when the law requires it. Every supplier is bound by a data processing agreement.',
        'How long we keep it: account and transaction records for as long as the law requires after your account closes, typically five years; technical logs for no more than 90 days.',
        'Your rights: you can ask for a copy of your data, ask us to correct or delete it, or object to its use, by writing to customer service. We answer within 30 days.',
      ].join('\n\n'),
    },
    'terms-of-use': {
      title: 'Terms of use',
      body: [
        'By creating an account or using Lucky Lobby you accept these terms. Please read them carefully.',
        'Eligibility: you must be at least 18 years old and allowed to take part in online gaming where you live. You may hold only one account, and it is personal: do not share your password or let anyone else use your account.',
        'Your balance: all amounts are shown in your account currency. Deposits are credited when the payment provider confirms them. Withdrawals are paid to a bank card in your own name once any wagering requirement has been met.',
        'Bonuses and rewards: each deposit bonus has its own rules, shown on the Deposit page. We may withhold rewards obtained through multiple accounts, collusion, software errors or other abuse.',
        'Fair play: game outcomes are decided by the game servers. If a game malfunctions, affected rounds are void and stakes are returned.',
        'Responsible gaming: you can ask customer service for deposit limits, a cooling-off period or self-exclusion at any time.',
        'Changes: we may update these terms. We will tell you in the app before material changes take effect, and continuing to use the service means you accept them.',
      ].join('\n\n'),
    },
  },
  customerService: {},
  // The English names are the catalogue seed's own, so they are written once.
  gameTypes: Object.fromEntries(seedGameTypes.map((t) => [t.id, t.name])),
}
