import type { LocaleContent } from './content.ts'

export const contentPtBr: LocaleContent = {
  faq: {
    1: {
      question: 'Como faço para criar uma conta?',
      answer:
        'Toque em Cadastre-se, escolha um nome de conta (6 a 16 letras, números ou sublinhados) e uma senha de pelo menos 8 caracteres e toque em Criar conta. Você pode ver o lobby e jogar demos sem conta, mas precisa de uma para jogar com dinheiro real, depositar e sacar. É preciso ter 18 anos ou mais para se cadastrar.',
    },
    2: {
      question: 'Esqueci minha senha. Como volto a entrar?',
      answer:
        'Na tela de login, toque em Esqueceu a senha? e confirme o celular vinculado à sua conta com um código SMS; depois escolha uma nova senha. Se não houver celular vinculado, abra Conta e depois Atendimento ao cliente.',
    },
    3: {
      question: 'Como faço um depósito?',
      answer:
        'Abra Conta e toque em Depositar, escolha um canal de pagamento e um valor e conclua o pagamento. O saldo é creditado assim que o provedor de pagamento confirma. A página Depositar lista os bônus de depósito em vigor (um bônus de primeiro depósito e um bônus em todo depósito) com o bônus que cada valor renderia ao lado de Bônus +. Um bônus só é pago se você marcá-lo antes de pagar; as regras aparecem ao lado da caixa.',
    },
    4: {
      question: 'Como faço um saque?',
      answer:
        'Abra Conta e toque em Sacar. Os saques são pagos em um cartão bancário em seu nome: adicione um em Cartões bancários antes. O valor fica reservado assim que você envia o pedido; se o pagamento falhar, ele volta para o seu saldo.',
    },
    5: {
      question: 'Por que ainda não posso sacar todo o meu saldo?',
      answer:
        'Cada depósito precisa ser apostado um valor definido antes que o dinheiro dele possa ser sacado. A página Sacar mostra cada um em Requisito de apostas, com quanto falta apostar. O dinheiro de bônus fica separado do seu dinheiro: ele passa para o seu dinheiro quando o requisito dele é cumprido, e sacar nunca faz você perdê-lo.',
    },
    6: {
      question: 'Posso testar os jogos de graça?',
      answer:
        'Muitos jogos podem ser jogados de graça: toque em Demo no card do jogo. A demo usa apenas dinheiro fictício, então nunca altera seu saldo nem conta para o requisito de apostas. Nem todo jogo tem demo.',
    },
    7: {
      question: 'Como encontro um jogo?',
      answer:
        'Abra Buscar jogos no lobby, digite parte do nome e filtre por tipo ou estúdio. Pequenos erros de digitação são tolerados.',
    },
    8: {
      question: 'Como guardo meus jogos favoritos?',
      answer:
        'Toque no coração de um jogo. Seus favoritos ficam em Conta, Meus jogos, Favoritos, e os jogos jogados há pouco ficam em Recentes.',
    },
    9: {
      question: 'Posso instalar o app?',
      answer:
        'Sim. Abra Conta, depois Baixar o app, e toque em Instalar o app ou siga os passos mostrados para o seu aparelho. O app instalado abre direto no lobby e continua funcionando em conexões lentas.',
    },
    10: {
      question: 'Como mudo o idioma?',
      answer:
        'Use o seletor Idioma no rodapé da página (na barra superior em telas largas, no topo da tela de login). O app está disponível em English, Português e Español.',
    },
    11: {
      question: 'Como falo com o atendimento?',
      answer:
        'Abra Conta e depois Atendimento ao cliente: lá estão os canais abertos. Jogue por diversão e só com dinheiro que você pode perder; o app é para maiores de 18 anos.',
    },
    12: {
      question: 'Como funcionam os níveis VIP?',
      answer:
        'Cada aposta válida soma o seu valor à sua experiência; apostas canceladas ou devolvidas não contam. Com experiência suficiente você sobe de nível, e cada nível paga uma vez a sua recompensa de subida. Todo nível tem um prêmio de check-in diário, e a partir do VIP 1 há também um bônus diário: abra Conta, depois VIP, e toque em Resgatar uma vez por dia (um novo dia começa às 00:00 UTC). As recompensas VIP vão para o seu saldo em dinheiro, sem exigência de apostas. A página VIP mostra todos os níveis e o que cada um dá.',
    },
    13: {
      question: 'O que é o cashback?',
      answer:
        'Uma parte das suas apostas válidas volta para você como cashback. A parte depende do seu nível VIP e do tipo de jogo. Abra Promos, depois Cashback, para ver quanto pode resgatar e toque em Resgatar tudo; o valor vai para o seu saldo em dinheiro, sem exigência de apostas, quando você quiser.',
    },
    14: {
      question: 'Como funciona o check-in diário?',
      answer:
        'Abra Conta, depois Check-in diário, e resgate uma vez por dia, até 7 dias seguidos: os últimos dias pagam mais. Um novo dia começa às 00:00 UTC. Se você perder um dia, o ciclo recomeça no dia 1. As recompensas vão para o seu saldo em dinheiro, sem exigência de apostas.',
    },
    15: {
      question: 'O que são as tarefas?',
      answer:
        'Abra Promos, depois Tarefas. As tarefas diárias recomeçam às 00:00 UTC, as semanais toda segunda-feira às 00:00 UTC, e as de Novo jogador contam nos seus primeiros 7 dias. As tarefas VIP abrem no nível VIP que indicam. Depósitos, apostas e o seu check-in diário fazem o progresso andar sozinho; quando uma tarefa estiver concluída, toque em Resgatar. As recompensas em moedas vão para o seu saldo em dinheiro, sem exigência de apostas; algumas tarefas pagam pontos.',
    },
    16: {
      question: 'Como ganho e uso pontos?',
      answer:
        'Você ganha pontos pelo valor que aposta e por cada check-in diário; uma aposta cancelada não dá pontos. Abra Conta, depois Pontos, para ver os seus pontos, quantos cada ação dá e a loja, e toque em Trocar para transformar pontos em dinheiro, ou em um cupom que você escolhe em um depósito. Alguns itens só podem ser trocados um número limitado de vezes por dia.',
    },
  },
  notices: {
    1: {
      title: 'Bem-vindo ao Lucky Lobby',
      content:
        'Bem-vindo ao Lucky Lobby! Teste qualquer jogo com Demo, guarde seus favoritos e instale o app em Conta. Jogue com responsabilidade: proibido para menores de 18 anos.',
    },
    2: {
      title: 'Bônus nos seus depósitos',
      content:
        'Seu primeiro depósito pode render um bônus de primeiro depósito, e todo depósito também, se você marcar o bônus na página Depositar. O dinheiro de bônus fica separado do seu dinheiro e passa para ele quando você tiver apostado com dinheiro o múltiplo que as regras mostram (no máximo 10x); sacar nunca faz você perder o bônus.',
    },
  },
  pages: {
    'about-us': {
      title: 'Sobre nós',
      body: [
        'O Lucky Lobby é um lobby de jogos online feito para quem joga em qualquer lugar. Slots, jogos crash, minas e jogos de dados ficam num só lugar, em um app leve que continua funcionando em conexões lentas ou instáveis e pode ser instalado na tela inicial.',
        'Trabalhamos com estúdios de jogos independentes e rodamos todos os jogos em servidores certificados. Os saldos são guardados em centavos inteiros e cada movimentação de dinheiro é registrada em um livro-razão de partidas dobradas, para que sua carteira sempre feche.',
        'Os depósitos podem render os bônus listados na página Depositar, se você escolhê-los, e todo bônus mostra as regras antes de você depositar.',
        'O Lucky Lobby é destinado a maiores de 18 anos. O atendimento lista os canais abertos na página Atendimento.',
      ].join('\n\n'),
    },
    'privacy-policy': {
      title: 'Política de privacidade',
      body: [
        'Esta política explica quais dados pessoais o Lucky Lobby coleta, por quê e quais escolhas você tem. Coletamos apenas o necessário para manter sua conta, processar pagamentos, manter o serviço seguro e cumprir nossas obrigações legais.',
        'O que coletamos: nome da conta, apelido e senha (guardada apenas como hash com salt); seu celular e os ids de login social vinculados, se você os adicionar; seus depósitos, saques, apostas e recompensas; os dados bancários que você vincula para saques; e dados técnicos como endereço IP, um identificador aleatório do dispositivo guardado pelo app e as páginas que você usa.',
        'Para que usamos: para fazer seu login e proteger sua conta, processar depósitos e saques, aplicar bônus de depósito, prevenir fraudes e abusos, responder aos seus pedidos de suporte e melhorar o app. Não vendemos seus dados pessoais.',
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
        'Bônus e recompensas: cada bônus de depósito tem regras próprias, mostradas na página Depositar. Podemos reter recompensas obtidas com várias contas, conluio, erros de software ou outros abusos.',
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
    5: 'Dados',
    6: 'Dados Rápidos',
    7: 'Arcade',
    8: 'Minas',
  },
}
