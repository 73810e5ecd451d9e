import type { LocaleContent } from './content.ts'

export const contentEs: LocaleContent = {
  faq: {
    1: {
      question: '¿Cómo creo una cuenta?',
      answer:
        'Toca Registrarse, elige un nombre de cuenta (de 6 a 16 letras, números o guiones bajos) y una contraseña de al menos 8 caracteres, y toca Crear cuenta. Puedes ver el lobby y jugar demos sin cuenta, pero necesitas una para jugar con dinero real, depositar y retirar. Debes tener 18 años o más para registrarte.',
    },
    2: {
      question: 'Olvidé mi contraseña. ¿Cómo vuelvo a entrar?',
      answer:
        'En la pantalla de inicio de sesión toca ¿Olvidaste tu contraseña? y verifica el teléfono vinculado a tu cuenta con un código SMS; después elige una contraseña nueva. Si no hay un teléfono vinculado, abre Cuenta y luego Atención al cliente.',
    },
    3: {
      question: '¿Cómo hago un depósito?',
      answer:
        'Abre Cuenta y toca Depositar, elige un canal de pago y un importe y completa el pago. El saldo se acredita en cuanto el proveedor de pago lo confirma. La página Depositar muestra los bonos de depósito vigentes (un bono de primer depósito y un bono en cada depósito) con el bono que obtendría cada importe junto a Bono +. Un bono solo se paga si lo marcas antes de pagar; sus reglas se muestran junto a la casilla.',
    },
    4: {
      question: '¿Cómo retiro dinero?',
      answer:
        'Abre Cuenta y toca Retirar. Los retiros se pagan a una tarjeta bancaria a tu nombre: añade una en Tarjetas bancarias antes. El importe queda reservado en cuanto envías la solicitud; si el pago falla, vuelve a tu saldo.',
    },
    5: {
      question: '¿Por qué todavía no puedo retirar todo mi saldo?',
      answer:
        'Cada depósito debe apostarse un importe fijado antes de que el dinero que aportó pueda retirarse. La página Retirar muestra cada uno en Requisito de apuestas, con lo que falta por apostar. El dinero de bono se guarda aparte de tu efectivo: pasa a tu efectivo cuando se cumple su propio requisito, y retirar nunca te lo hace perder.',
    },
    6: {
      question: '¿Puedo probar los juegos gratis?',
      answer:
        'Muchos juegos se pueden jugar gratis: toca Demo en la tarjeta del juego. La demo usa solo dinero ficticio, así que nunca cambia tu saldo ni cuenta para el requisito de apuestas. No todos los juegos tienen demo.',
    },
    7: {
      question: '¿Cómo encuentro un juego?',
      answer:
        'Abre Buscar juegos desde el lobby, escribe parte del nombre y filtra por tipo o estudio. Se toleran pequeños errores de escritura.',
    },
    8: {
      question: '¿Cómo guardo mis juegos favoritos?',
      answer:
        'Toca el corazón de un juego. Tus favoritos están en Cuenta, Mis juegos, Favoritos, y los juegos que jugaste hace poco en Recientes.',
    },
    9: {
      question: '¿Puedo instalar la app?',
      answer:
        'Sí. Abre Cuenta, luego Descargar la app, y toca Instalar la app o sigue los pasos que se muestran para tu dispositivo. La app instalada se abre directamente en el lobby y sigue funcionando con conexiones lentas.',
    },
    10: {
      question: '¿Cómo cambio el idioma?',
      answer:
        'Usa el selector Idioma al pie de la página (en la barra superior en pantallas anchas, arriba en la pantalla de inicio de sesión). La app está disponible en English, Português y Español.',
    },
    11: {
      question: '¿Cómo contacto con atención al cliente?',
      answer:
        'Abre Cuenta y luego Atención al cliente: allí están los canales abiertos. Juega por diversión y solo con dinero que puedas permitirte perder; la app es para mayores de 18 años.',
    },
    12: {
      question: '¿Cómo funcionan los niveles VIP?',
      answer:
        'Cada apuesta válida suma su importe a tu experiencia; las apuestas canceladas o devueltas no cuentan. Con suficiente experiencia subes de nivel, y cada nivel paga una vez su recompensa de subida. Todos los niveles tienen un premio diario por registro, y desde VIP 1 hay también un bono diario: abre Cuenta, luego VIP, y toca Reclamar una vez al día (un nuevo día empieza a las 00:00 UTC). Las recompensas VIP van a tu saldo en efectivo, sin requisito de apuesta. La página VIP muestra todos los niveles y lo que da cada uno.',
    },
    13: {
      question: '¿Qué es el reembolso?',
      answer:
        'Una parte de tus apuestas válidas vuelve a ti como reembolso. La parte depende de tu nivel VIP y del tipo de juego. Abre Promos, luego Reembolso, para ver lo que puedes reclamar y toca Reclamar todo; se paga a tu saldo en efectivo, sin requisito de apuesta, cuando quieras.',
    },
    14: {
      question: '¿Cómo funciona el registro diario?',
      answer:
        'Abre Cuenta, luego Registro diario, y reclama una vez al día, hasta 7 días seguidos: los últimos días pagan más. Un nuevo día empieza a las 00:00 UTC. Si te saltas un día, el ciclo vuelve a empezar en el día 1. Las recompensas van a tu saldo en efectivo, sin requisito de apuesta.',
    },
    15: {
      question: '¿Qué son las tareas?',
      answer:
        'Abre Promos, luego Tareas. Las tareas diarias se reinician a las 00:00 UTC, las semanales cada lunes a las 00:00 UTC, y las de Jugador nuevo cuentan durante tus primeros 7 días. Las tareas VIP se abren en el nivel VIP que indican. Los depósitos, las apuestas y tu registro diario las hacen avanzar solas; cuando una tarea esté completa, toca Reclamar. Las recompensas en monedas van a tu saldo en efectivo, sin requisito de apuesta; algunas tareas pagan puntos.',
    },
    16: {
      question: '¿Cómo gano y uso puntos?',
      answer:
        'Ganas puntos por lo que apuestas y por cada registro diario; una apuesta cancelada no da puntos. Abre Cuenta, luego Puntos, para ver tus puntos, cuántos da cada acción y la tienda, y toca Canjear para convertir puntos en efectivo, o en un cupón que eliges en un depósito. Algunos artículos solo se pueden canjear un número limitado de veces al día.',
    },
  },
  notices: {
    1: {
      title: 'Bienvenido a Lucky Lobby',
      content:
        '¡Bienvenido a Lucky Lobby! Prueba cualquier juego con Demo, guarda tus favoritos e instala la app desde Cuenta. Juega con responsabilidad: solo mayores de 18 años.',
    },
    2: {
      title: 'Bonos en tus depósitos',
      content:
        'Tu primer depósito puede obtener un bono de primer depósito, y cada depósito también, si marcas el bono en la página Depositar. El dinero de bono se guarda aparte de tu efectivo y pasa a él cuando hayas apostado con efectivo el múltiplo que muestran sus reglas (como máximo 10x); retirar nunca te hace perder el bono.',
    },
  },
  pages: {
    'about-us': {
      title: 'Quiénes somos',
      body: [
        'Lucky Lobby es un lobby de juegos en línea pensado para jugar desde cualquier lugar. Tragamonedas, juegos crash, minas y juegos de dados reunidos en un solo sitio, en una app ligera que sigue funcionando con conexiones lentas o inestables y que puedes instalar en tu pantalla de inicio.',
        'Trabajamos con estudios de juegos independientes y todos los juegos funcionan en servidores certificados. Los saldos se guardan en céntimos enteros y cada movimiento de dinero se registra en un libro de contabilidad de partida doble, para que tu billetera siempre cuadre.',
        'Los depósitos pueden obtener los bonos que se muestran en la página Depositar si los eliges, y cada bono muestra sus reglas antes de que deposites.',
        'Lucky Lobby es solo para mayores de 18 años. Atención al cliente muestra sus canales abiertos en la página Soporte.',
      ].join('\n\n'),
    },
    'privacy-policy': {
      title: 'Política de privacidad',
      body: [
        'Esta política explica qué datos personales recoge Lucky Lobby, para qué y qué opciones tienes. Solo recogemos lo necesario para gestionar tu cuenta, procesar pagos, mantener el servicio seguro y cumplir nuestras obligaciones legales.',
        'Qué recogemos: tu nombre de cuenta, apodo y contraseña (guardada solo como hash con sal); tu móvil y los identificadores de inicio de sesión social vinculados, si los añades; tus depósitos, retiros, apuestas y recompensas; los datos bancarios que vinculas para retirar; y datos técnicos como tu dirección IP, un identificador aleatorio del dispositivo guardado por la app y las páginas que usas.',
        'Para qué lo usamos: para iniciar tu sesión y proteger tu cuenta, pagar depósitos y retiros, aplicar bonos de depósito, prevenir el fraude y el abuso, responder a tus solicitudes de ayuda y mejorar la app. No vendemos tus datos personales.',
        'Quién los recibe: los proveedores de pago, para procesar tus transacciones; los estudios de juegos, solo con el identificador anónimo de jugador que necesitan para ejecutar un juego; y las autoridades, cuando la ley lo exija. Todos los proveedores firman un acuerdo de tratamiento de datos.',
        'Cuánto tiempo los guardamos: los registros de la cuenta y de las transacciones durante el plazo que exija la ley tras el cierre de la cuenta, normalmente cinco años; los registros técnicos, 90 días como máximo.',
        'Tus derechos: puedes pedir una copia de tus datos, pedirnos que los corrijamos o eliminemos, u oponerte a su uso, escribiendo a atención al cliente. Respondemos en un plazo de 30 días.',
      ].join('\n\n'),
    },
    'terms-of-use': {
      title: 'Términos de uso',
      body: [
        'Al crear una cuenta o usar Lucky Lobby aceptas estos términos. Léelos con atención.',
        'Quién puede jugar: debes tener al menos 18 años y poder participar en juegos en línea donde vives. Cada persona puede tener una sola cuenta, y es personal: no compartas tu contraseña ni dejes que otra persona use tu cuenta.',
        'Tu saldo: todos los importes se muestran en la moneda de tu cuenta. Los depósitos se acreditan cuando el proveedor de pagos los confirma. Los retiros se pagan a una tarjeta bancaria a tu nombre, una vez cumplido cualquier requisito de apuesta.',
        'Bonos y recompensas: cada bono de depósito tiene sus propias reglas, que se muestran en la página Depositar. Podemos retener recompensas obtenidas mediante varias cuentas, colusión, errores de software u otros abusos.',
        'Juego limpio: los resultados los deciden los servidores de los juegos. Si un juego falla, las rondas afectadas se anulan y se devuelven las apuestas.',
        'Juego responsable: puedes pedir a atención al cliente, en cualquier momento, límites de depósito, un periodo de descanso o la autoexclusión.',
        'Cambios: podemos actualizar estos términos. Te avisaremos en la app antes de que entren en vigor cambios importantes, y seguir usando el servicio significa que los aceptas.',
      ].join('\n\n'),
    },
  },
  customerService: {},
  gameTypes: {
    1: 'Tragamonedas',
    2: 'Crash',
    3: 'Mesa',
    4: 'Pesca',
    5: 'Dados',
    6: 'Dados Rápidos',
    7: 'Arcade',
    8: 'Minas',
  },
}
