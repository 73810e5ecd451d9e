import { seedGameTypes } from './catalog.ts'
import type { LocaleContent } from './content.ts'

export const contentEn: LocaleContent = {
  faq: {
    1: {
      question: 'How do I create an account?',
      answer:
        'Tap Register, choose an account name (6 to 16 letters, digits or underscores) and a password of at least 8 characters, then confirm. You can browse the lobby without an account, but you need one to play, deposit and collect rewards. You must be 18 or older to register.',
    },
    2: {
      question: 'I forgot my password. How do I get back in?',
      answer:
        'On the login screen tap Forgot password and follow the steps to verify the mobile number linked to your account with an SMS code, then choose a new password. If no mobile number is linked, contact customer service from the Service page and we will help you verify your identity.',
    },
    3: {
      question: 'How do I make a deposit?',
      answer:
        'Open Wallet, choose Deposit, pick a payment channel and an amount, and complete the payment on the secure payment page. The balance is credited as soon as the payment provider confirms it, usually within a minute. Amounts below the minimum shown for the channel are not available.',
    },
    4: {
      question: 'How long does a withdrawal take?',
      answer:
        'Most withdrawals are paid within 30 minutes, and always within 24 hours. Bind a bank card under Wallet before your first withdrawal. The amount is reserved as soon as you submit the request; if the payment fails, it goes straight back to your balance.',
    },
    5: {
      question: 'Why can I not withdraw my whole balance yet?',
      answer:
        'Deposits and bonuses must be wagered a set number of times before they can be withdrawn. The withdrawal page shows how much wagering is still left. Once it reaches zero, your whole balance can be withdrawn.',
    },
    6: {
      question: 'How do VIP levels work?',
      answer:
        'Every bet you place earns VIP experience equal to the amount wagered. When your experience reaches the next threshold you move up a level, from VIP 0 to VIP 10. Higher levels raise your betting limit, your rebate rate and your daily and sign-in rewards. Open the VIP page to see your progress.',
    },
    7: {
      question: 'How do bonuses and rebates work?',
      answer:
        'Rebates return a percentage of your valid bets, depending on your VIP level and the game type, and can be claimed under Bonus > Rebate. Event rewards, tasks and daily sign-in rewards appear under Bonus as soon as you qualify. Bonus money carries a wagering requirement before it can be withdrawn.',
    },
    8: {
      question: 'What is the safe box?',
      answer:
        'The safe box keeps part of your balance apart from your playing balance, and the amount inside earns daily interest. Moving coins out of the safe box requires the safe-box password, a 6-digit code you set the first time you use it. Keep it private: our staff will never ask for it.',
    },
    9: {
      question: 'Can I try games for free?',
      answer:
        'Many games offer a demo mode: look for the Try button on the game card. Demo play uses play money only, so it never changes your balance and never counts towards VIP progress or wagering. Live dealer games have no demo mode.',
    },
    10: {
      question: 'How can I set limits or take a break?',
      answer:
        'Play for fun and only with money you can afford to lose. Customer service can set a daily, weekly or monthly deposit limit on your account, or close it for a cooling-off period of 24 hours to 6 weeks or for self-exclusion of 6 months or longer. Limits take effect immediately and cannot be lifted before they expire. If gambling stops being fun, please talk to us or to a local support organisation.',
    },
  },
  notices: {
    1: {
      title: 'Welcome to Lucky Lobby',
      content:
        'Welcome to Lucky Lobby! New games every week, daily rebates under Bonus and a jackpot draw with every qualifying deposit. Play responsibly: 18+ only.',
    },
    2: {
      title: 'A bonus on your first deposit',
      content:
        'Make your first deposit to unlock the first-deposit bonus and a draw chance in the jackpot. Bonus money has a wagering requirement; check the activity page for the details before you play.',
    },
  },
  pages: {
    'about-us': {
      title: 'About us',
      body: [
        'Lucky Lobby is an online games lobby built for players on the move. Slots, crash games, table games, fishing games, live tables and lotteries sit in one place, in a light app that keeps working on slow or unsteady connections and can be installed on your home screen.',
        'We work with independent game studios and run every game on certified servers. Balances are kept in whole minor units and every movement of money is recorded in a double-entry ledger, so your wallet always adds up.',
        'Rewards are part of the experience: VIP levels that grow with your play, daily rebates, tasks, sign-in rewards and a jackpot draw. Every reward shows its rules before you claim it.',
        'Lucky Lobby is for adults aged 18 and over. Our customer service team is available around the clock from the Service page.',
      ].join('\n\n'),
    },
    'privacy-policy': {
      title: 'Privacy policy',
      body: [
        'This policy explains what personal data Lucky Lobby collects, why, and what choices you have. We collect only what we need to run your account, process payments, keep the service secure and meet our legal duties.',
        'What we collect: your account name, nickname and password (stored only as a salted hash); your mobile number and linked social sign-in ids if you add them; your deposits, withdrawals, bets and rewards; bank details you bind for withdrawals; and technical data such as your IP address, a random device identifier stored by the app and the pages you use.',
        'Why we use it: to sign you in and keep your account safe, to pay deposits and withdrawals, to apply VIP levels, rebates and bonuses, to prevent fraud and abuse, to answer your support requests and to improve the app. We do not sell your personal data.',
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
        'Bonuses and rewards: each bonus, rebate or activity has its own rules, shown on its page. We may withhold rewards obtained through multiple accounts, collusion, software errors or other abuse.',
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
