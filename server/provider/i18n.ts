/**
 * The game pages' own strings (the provider is not the app: it ships its texts with the game), in the
 * session's language from authenticate. `{{name}}` placeholders are filled on the page.
 */
export type GameLang = 'en' | 'pt-BR' | 'es'

const en = {
  loading: 'Loading the game…',
  demo: 'Demo · play money',
  balance: 'Balance',
  stake: 'Stake',
  win: 'Win',
  net: 'Session net',
  time: 'Time played',
  spin: 'Spin',
  roll: 'Roll',
  rules: 'Rules & paytable',
  close: 'Close',
  rtp: 'Return to player (RTP): {{rtp}}%',
  rtpNote:
    'The RTP is the long-run average share of stakes returned as wins. Each round is independent and drawn on our server with a certified-grade random number generator.',
  slotRules:
    'Ten fixed paylines, always all played. Your stake is spread evenly over the lines. Wins pay from the leftmost reel for 3, 4 or 5 matching symbols in a row on a line, at the multiple of the line bet shown below. Only the highest win per line is paid; wins on different lines add up.',
  wildRule: 'The wild substitutes for every symbol and also pays on its own.',
  cycleRule: 'A round takes at least 2.5 seconds. There is no auto-play, turbo or quick stop.',
  paylines: 'Paylines',
  lineBet: 'Line bet',
  symbol: 'Symbol',
  diceRules:
    'Pick a payout. The server rolls a number from 00.00 to 99.99; if it is below the target, you win your stake times the payout. Higher payouts have smaller targets.',
  payout: 'Payout',
  chance: 'Win chance',
  target: 'Roll under {{target}}',
  rolled: 'Rolled {{roll}}',
  noWin: 'No win',
  returned: 'Returned {{amount}} (stake {{stake}})',
  youWin: 'You win {{amount}}',
  insufficientFunds: 'Not enough balance for this stake. Choose a smaller stake or add funds in the lobby.',
  sessionExpired: 'This game session has ended. Close the game and start it again from the lobby.',
  network: 'We could not reach the server. Your stake was not taken. Check your connection and try again.',
  winPending:
    'The result is in, but we could not confirm your balance yet. It will be updated when the connection returns.',
  tooFast: 'Please wait for the current round to finish.',
  badStake: 'This stake is not available.',
  generic: 'Something went wrong. Please try again.',
  retry: 'Try again',
  ok: 'OK',
  backToLobby: 'Back to the lobby',
}

export type GameTextKey = keyof typeof en

const ptBR: Record<GameTextKey, string> = {
  loading: 'Carregando o jogo…',
  demo: 'Demo · dinheiro de brincadeira',
  balance: 'Saldo',
  stake: 'Aposta',
  win: 'Ganho',
  net: 'Saldo da sessão',
  time: 'Tempo de jogo',
  spin: 'Girar',
  roll: 'Rolar',
  rules: 'Regras e tabela de pagamentos',
  close: 'Fechar',
  rtp: 'Retorno ao jogador (RTP): {{rtp}}%',
  rtpNote:
    'O RTP é a média, no longo prazo, da parte das apostas devolvida em ganhos. Cada rodada é independente e sorteada no nosso servidor com um gerador de números aleatórios de nível certificado.',
  slotRules:
    'Dez linhas de pagamento fixas, sempre todas jogadas. Sua aposta é dividida igualmente entre as linhas. Os ganhos pagam a partir do rolo mais à esquerda para 3, 4 ou 5 símbolos iguais seguidos numa linha, no múltiplo da aposta por linha mostrado abaixo. Só o maior ganho de cada linha é pago; ganhos em linhas diferentes se somam.',
  wildRule: 'O curinga substitui todos os símbolos e também paga sozinho.',
  cycleRule:
    'Cada rodada leva pelo menos 2,5 segundos. Não há jogo automático, modo turbo nem parada rápida.',
  paylines: 'Linhas de pagamento',
  lineBet: 'Aposta por linha',
  symbol: 'Símbolo',
  diceRules:
    'Escolha um pagamento. O servidor sorteia um número de 00,00 a 99,99; se ficar abaixo do alvo, você ganha a aposta vezes o pagamento. Pagamentos maiores têm alvos menores.',
  payout: 'Pagamento',
  chance: 'Chance de ganhar',
  target: 'Abaixo de {{target}}',
  rolled: 'Saiu {{roll}}',
  noWin: 'Sem ganho',
  returned: 'Devolvido {{amount}} (aposta {{stake}})',
  youWin: 'Você ganhou {{amount}}',
  insufficientFunds:
    'Saldo insuficiente para esta aposta. Escolha uma aposta menor ou adicione fundos no lobby.',
  sessionExpired: 'Esta sessão de jogo terminou. Feche o jogo e abra-o de novo pelo lobby.',
  network:
    'Não conseguimos falar com o servidor. Sua aposta não foi cobrada. Verifique sua conexão e tente de novo.',
  winPending:
    'O resultado saiu, mas ainda não conseguimos confirmar seu saldo. Ele será atualizado quando a conexão voltar.',
  tooFast: 'Aguarde o fim da rodada atual.',
  badStake: 'Esta aposta não está disponível.',
  generic: 'Algo deu errado. Tente de novo.',
  retry: 'Tentar de novo',
  ok: 'OK',
  backToLobby: 'Voltar ao lobby',
}

const es: Record<GameTextKey, string> = {
  loading: 'Cargando el juego…',
  demo: 'Demo · dinero de juego',
  balance: 'Saldo',
  stake: 'Apuesta',
  win: 'Premio',
  net: 'Neto de la sesión',
  time: 'Tiempo de juego',
  spin: 'Girar',
  roll: 'Tirar',
  rules: 'Reglas y tabla de pagos',
  close: 'Cerrar',
  rtp: 'Retorno al jugador (RTP): {{rtp}} %',
  rtpNote:
    'El RTP es la media, a largo plazo, de la parte de las apuestas devuelta en premios. Cada ronda es independiente y se sortea en nuestro servidor con un generador de números aleatorios de nivel certificado.',
  slotRules:
    'Diez líneas de pago fijas, siempre todas en juego. Tu apuesta se reparte a partes iguales entre las líneas. Los premios pagan desde el carrete de la izquierda por 3, 4 o 5 símbolos iguales seguidos en una línea, al múltiplo de la apuesta por línea indicado abajo. Solo se paga el premio más alto de cada línea; los premios de líneas distintas se suman.',
  wildRule: 'El comodín sustituye a todos los símbolos y también paga por sí solo.',
  cycleRule: 'Cada ronda dura al menos 2,5 segundos. No hay juego automático, modo turbo ni parada rápida.',
  paylines: 'Líneas de pago',
  lineBet: 'Apuesta por línea',
  symbol: 'Símbolo',
  diceRules:
    'Elige un pago. El servidor saca un número de 00,00 a 99,99; si queda por debajo del objetivo, ganas tu apuesta por el pago. Los pagos más altos tienen objetivos más bajos.',
  payout: 'Pago',
  chance: 'Probabilidad de ganar',
  target: 'Menos de {{target}}',
  rolled: 'Salió {{roll}}',
  noWin: 'Sin premio',
  returned: 'Devuelto {{amount}} (apuesta {{stake}})',
  youWin: 'Ganas {{amount}}',
  insufficientFunds:
    'Saldo insuficiente para esta apuesta. Elige una apuesta menor o añade fondos en el lobby.',
  sessionExpired: 'Esta sesión de juego ha terminado. Cierra el juego y vuelve a abrirlo desde el lobby.',
  network:
    'No pudimos contactar con el servidor. No se cobró tu apuesta. Revisa tu conexión e inténtalo de nuevo.',
  winPending:
    'El resultado ya está, pero aún no pudimos confirmar tu saldo. Se actualizará cuando vuelva la conexión.',
  tooFast: 'Espera a que termine la ronda actual.',
  badStake: 'Esta apuesta no está disponible.',
  generic: 'Algo salió mal. Inténtalo de nuevo.',
  retry: 'Reintentar',
  ok: 'OK',
  backToLobby: 'Volver al lobby',
}

export const GAME_TEXTS: Record<GameLang, Record<GameTextKey, string>> = { en, 'pt-BR': ptBR, es }

export const pickGameLang = (lang: string | undefined): GameLang => {
  if (lang === 'pt-BR' || lang?.toLowerCase().startsWith('pt')) return 'pt-BR'
  if (lang?.toLowerCase().startsWith('es')) return 'es'
  return 'en'
}
