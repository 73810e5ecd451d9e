import type { LocaleContent } from './content.ts'

export const contentPtBr: LocaleContent = {
  faq: {
    1: {
      question: 'Como faço para criar uma conta?',
      answer:
        'Toque em Cadastrar, escolha um nome de conta (de 6 a 16 letras, números ou sublinhados) e uma senha com pelo menos 8 caracteres e confirme. Você pode navegar pelo lobby sem conta, mas precisa de uma para jogar, depositar e receber recompensas. É preciso ter 18 anos ou mais para se cadastrar.',
    },
    2: {
      question: 'Esqueci minha senha. Como recupero o acesso?',
      answer:
        'Na tela de login, toque em Esqueci a senha e siga os passos para confirmar, com um código por SMS, o celular vinculado à sua conta; depois escolha uma nova senha. Se não houver celular vinculado, fale com o atendimento pela página Atendimento e ajudaremos a confirmar sua identidade.',
    },
    3: {
      question: 'Como faço um depósito?',
      answer:
        'Abra a Carteira, escolha Depositar, selecione um canal de pagamento e um valor e conclua o pagamento na página segura de pagamento. O saldo é creditado assim que o provedor de pagamento confirma, normalmente em menos de um minuto. Valores abaixo do mínimo indicado para o canal não ficam disponíveis.',
    },
    4: {
      question: 'Quanto tempo leva um saque?',
      answer:
        'A maioria dos saques é paga em até 30 minutos e sempre em até 24 horas. Vincule um cartão bancário na Carteira antes do primeiro saque. O valor fica reservado assim que você envia o pedido; se o pagamento falhar, ele volta na hora para o seu saldo.',
    },
    5: {
      question: 'Por que ainda não consigo sacar todo o meu saldo?',
      answer:
        'Depósitos e bônus precisam ser apostados um número definido de vezes antes de poderem ser sacados. A página de saque mostra quanto ainda falta apostar. Quando esse valor chegar a zero, todo o seu saldo poderá ser sacado.',
    },
    6: {
      question: 'Como funcionam os níveis VIP?',
      answer:
        'Cada aposta que você faz rende experiência VIP igual ao valor apostado. Quando sua experiência atinge o próximo patamar, você sobe de nível, do VIP 0 ao VIP 10. Níveis mais altos aumentam seu limite de aposta, sua taxa de cashback e suas recompensas diárias e de check-in. Abra a página VIP para acompanhar seu progresso.',
    },
    7: {
      question: 'Como funcionam os bônus e o cashback?',
      answer:
        'O cashback devolve uma porcentagem das suas apostas válidas, de acordo com seu nível VIP e o tipo de jogo, e pode ser resgatado em Bônus > Cashback. Recompensas de eventos, tarefas e check-in diário aparecem em Bônus assim que você se qualifica. O dinheiro de bônus tem um requisito de apostas antes de poder ser sacado.',
    },
    8: {
      question: 'O que é o cofre?',
      answer:
        'O cofre guarda parte do seu saldo separada do saldo de jogo, e o valor guardado rende juros diários. Para retirar moedas do cofre é preciso a senha do cofre, um código de 6 dígitos que você define no primeiro uso. Mantenha-a em segredo: nossa equipe nunca vai pedi-la.',
    },
    9: {
      question: 'Posso testar os jogos de graça?',
      answer:
        'Muitos jogos têm modo demonstração: procure o botão Testar no card do jogo. A demonstração usa apenas dinheiro fictício, então nunca altera seu saldo nem conta para o progresso VIP ou para o requisito de apostas. Jogos com crupiê ao vivo não têm modo demonstração.',
    },
    10: {
      question: 'Como defino limites ou faço uma pausa?',
      answer:
        'Jogue por diversão e apenas com dinheiro que você pode perder. O atendimento pode definir um limite de depósito diário, semanal ou mensal na sua conta, ou bloqueá-la por uma pausa de 24 horas a 6 semanas, ou por autoexclusão de 6 meses ou mais. Os limites valem na hora e não podem ser retirados antes do fim do prazo. Se o jogo deixar de ser diversão, fale com a gente ou com uma organização de apoio da sua região.',
    },
  },
  notices: {
    1: {
      title: 'Bem-vindo ao Lucky Lobby',
      content:
        'Bem-vindo ao Lucky Lobby! Jogos novos toda semana, cashback diário em Bônus e um sorteio do jackpot a cada depósito qualificado. Jogue com responsabilidade: proibido para menores de 18 anos.',
    },
    2: {
      title: 'Bônus no seu primeiro depósito',
      content:
        'Faça seu primeiro depósito para liberar o bônus de primeiro depósito e uma chance no sorteio do jackpot. O dinheiro de bônus tem requisito de apostas; confira os detalhes na página da atividade antes de jogar.',
    },
  },
  pages: {
    'about-us': {
      title: 'Sobre nós',
      body: [
        'O Lucky Lobby é um lobby de jogos online feito para quem joga em qualquer lugar. Slots, jogos crash, jogos de mesa, jogos de pesca, mesas ao vivo e loterias ficam num só lugar, em um app leve que continua funcionando em conexões lentas ou instáveis e pode ser instalado na tela inicial.',
        'Trabalhamos com estúdios de jogos independentes e rodamos todos os jogos em servidores certificados. Os saldos são guardados em centavos inteiros e cada movimentação de dinheiro é registrada em um livro-razão de partidas dobradas, para que sua carteira sempre feche.',
        'As recompensas fazem parte da experiência: níveis VIP que crescem com o seu jogo, cashback diário, tarefas, recompensas de check-in e um sorteio do jackpot. Toda recompensa mostra as regras antes de você resgatá-la.',
        'O Lucky Lobby é destinado a maiores de 18 anos. Nossa equipe de atendimento está disponível 24 horas por dia na página Atendimento.',
      ].join('\n\n'),
    },
    'privacy-policy': {
      title: 'Política de privacidade',
      body: [
        'Esta política explica quais dados pessoais o Lucky Lobby coleta, por quê e quais escolhas você tem. Coletamos apenas o necessário para manter sua conta, processar pagamentos, manter o serviço seguro e cumprir nossas obrigações legais.',
        'O que coletamos: nome da conta, apelido e senha (guardada apenas como hash com salt); seu celular e os ids de login social vinculados, se você os adicionar; seus depósitos, saques, apostas e recompensas; os dados bancários que você vincula para saques; e dados técnicos como endereço IP, um identificador aleatório do dispositivo guardado pelo app e as páginas que você usa.',
        'Para que usamos: para fazer seu login e proteger sua conta, processar depósitos e saques, aplicar níveis VIP, cashback e bônus, prevenir fraudes e abusos, responder aos seus pedidos de suporte e melhorar o app. Não vendemos seus dados pessoais.',
        'Com quem compartilhamos: provedores de pagamento, para processar suas transações; estúdios de jogos, apenas com o id anônimo de jogador necessário para rodar um jogo; e autoridades, quando a lei exigir. Todo fornecedor assina um acordo de tratamento de dados.',
        'Por quanto tempo guardamos: registros da conta e das transações pelo prazo exigido por lei após o encerramento da conta, normalmente cinco anos; registros técnicos por no máximo 90 dias.',
        'Seus direitos: você pode pedir uma cópia dos seus dados, pedir que os corrijamos ou excluamos, ou se opor ao seu uso, escrevendo ao atendimento. Respondemos em até 30 dias.',
      ].join('\n\n'),
    },
    'terms-of-use': {
      title: 'Termos de uso',
      body: [
        'Ao criar uma conta ou usar o Lucky Lobby, você aceita estes termos. Leia-os com atenção.',
        'Quem pode jogar: você precisa ter pelo menos 18 anos e poder participar de jogos online onde mora. Cada pessoa pode ter apenas uma conta, e ela é pessoal: não compartilhe sua senha nem deixe outra pessoa usar sua conta.',
        'Seu saldo: todos os valores aparecem na moeda da sua conta. Os depósitos são creditados quando o provedor de pagamento os confirma. Os saques são pagos em um cartão bancário em seu próprio nome, depois de cumprido qualquer requisito de apostas.',
        'Bônus e recompensas: cada bônus, cashback ou atividade tem regras próprias, mostradas na sua página. Podemos reter recompensas obtidas com várias contas, conluio, erros de software ou outros abusos.',
        'Jogo justo: os resultados são definidos pelos servidores dos jogos. Se um jogo apresentar falha, as rodadas afetadas são anuladas e as apostas devolvidas.',
        'Jogo responsável: você pode pedir ao atendimento, a qualquer momento, limites de depósito, uma pausa ou a autoexclusão.',
        'Alterações: podemos atualizar estes termos. Avisaremos no app antes que mudanças importantes entrem em vigor, e continuar usando o serviço significa que você as aceita.',
      ].join('\n\n'),
    },
  },
  customerService: {},
  gameTypes: {
    1: 'Caça-níqueis',
    2: 'Crash',
    3: 'Mesa',
    4: 'Pesca',
    5: 'Ao vivo',
    6: 'Loteria',
    7: 'Arcade',
  },
}
