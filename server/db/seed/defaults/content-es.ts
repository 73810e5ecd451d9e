import type { LocaleContent } from './content.ts'

export const contentEs: LocaleContent = {
  faq: {
    1: {
      question: '¿Cómo creo una cuenta?',
      answer:
        'Toca Registrarse, elige un nombre de cuenta (de 6 a 16 letras, números o guiones bajos) y una contraseña de al menos 8 caracteres, y confirma. Puedes explorar el lobby sin cuenta, pero necesitas una para jugar, depositar y cobrar recompensas. Debes tener 18 años o más para registrarte.',
    },
    2: {
      question: 'Olvidé mi contraseña. ¿Cómo vuelvo a entrar?',
      answer:
        'En la pantalla de inicio de sesión, toca ¿Olvidaste tu contraseña? y sigue los pasos para verificar con un código SMS el móvil vinculado a tu cuenta; después elige una contraseña nueva. Si no tienes un móvil vinculado, contacta con atención al cliente desde la página Atención y te ayudaremos a verificar tu identidad.',
    },
    3: {
      question: '¿Cómo hago un depósito?',
      answer:
        'Abre la Billetera, elige Depositar, selecciona un canal de pago y un importe, y completa el pago en la página de pago segura. El saldo se acredita en cuanto el proveedor de pagos lo confirma, normalmente en menos de un minuto. Los importes por debajo del mínimo indicado para el canal no están disponibles.',
    },
    4: {
      question: '¿Cuánto tarda un retiro?',
      answer:
        'La mayoría de los retiros se pagan en 30 minutos y siempre en menos de 24 horas. Vincula una tarjeta bancaria en la Billetera antes de tu primer retiro. El importe queda reservado en cuanto envías la solicitud; si el pago falla, vuelve de inmediato a tu saldo.',
    },
    5: {
      question: '¿Por qué todavía no puedo retirar todo mi saldo?',
      answer:
        'Los depósitos y los bonos deben apostarse un número determinado de veces antes de poder retirarse. La página de retiro muestra cuánto te falta por apostar. Cuando llegue a cero, podrás retirar todo tu saldo.',
    },
    6: {
      question: '¿Cómo funcionan los niveles VIP?',
      answer:
        'Cada apuesta que haces suma experiencia VIP igual al importe apostado. Cuando tu experiencia alcanza el siguiente umbral, subes de nivel, del VIP 0 al VIP 10. Los niveles más altos aumentan tu límite de apuesta, tu porcentaje de reembolso y tus recompensas diarias y de registro diario. Abre la página VIP para ver tu progreso.',
    },
    7: {
      question: '¿Cómo funcionan los bonos y los reembolsos?',
      answer:
        'El reembolso te devuelve un porcentaje de tus apuestas válidas, según tu nivel VIP y el tipo de juego, y se cobra en Bonos > Reembolso. Las recompensas de eventos, tareas y registro diario aparecen en Bonos en cuanto cumples los requisitos. El dinero de bono tiene un requisito de apuesta antes de poder retirarse.',
    },
    8: {
      question: '¿Qué es la caja fuerte?',
      answer:
        'La caja fuerte guarda parte de tu saldo aparte de tu saldo de juego, y lo que tienes dentro genera intereses diarios. Para sacar monedas de la caja fuerte necesitas su contraseña, un código de 6 dígitos que eliges la primera vez que la usas. Mantenla en secreto: nuestro equipo nunca te la pedirá.',
    },
    9: {
      question: '¿Puedo probar los juegos gratis?',
      answer:
        'Muchos juegos tienen modo demo: busca el botón Probar en la tarjeta del juego. La demo usa solo dinero ficticio, así que nunca cambia tu saldo ni cuenta para el progreso VIP ni para el requisito de apuesta. Los juegos con crupier en vivo no tienen modo demo.',
    },
    10: {
      question: '¿Cómo pongo límites o me tomo un descanso?',
      answer:
        'Juega para divertirte y solo con dinero que puedas permitirte perder. Atención al cliente puede fijar un límite de depósito diario, semanal o mensual en tu cuenta, o bloquearla durante un periodo de descanso de 24 horas a 6 semanas, o por autoexclusión de 6 meses o más. Los límites se aplican al instante y no pueden retirarse antes de que venzan. Si el juego deja de ser divertido, habla con nosotros o con una organización de ayuda de tu zona.',
    },
  },
  notices: {
    1: {
      title: 'Bienvenido a Lucky Lobby',
      content:
        '¡Bienvenido a Lucky Lobby! Juegos nuevos cada semana, reembolsos diarios en Bonos y un sorteo del jackpot con cada depósito que califique. Juega con responsabilidad: solo mayores de 18 años.',
    },
    2: {
      title: 'Bono en tu primer depósito',
      content:
        'Haz tu primer depósito para desbloquear el bono de primer depósito y una oportunidad en el sorteo del jackpot. El dinero de bono tiene un requisito de apuesta; consulta los detalles en la página de la actividad antes de jugar.',
    },
  },
  pages: {
    'about-us': {
      title: 'Quiénes somos',
      body: [
        'Lucky Lobby es un lobby de juegos en línea pensado para jugar desde cualquier lugar. Tragamonedas, juegos crash, juegos de mesa, juegos de pesca, mesas en vivo y loterías reunidos en un solo sitio, en una app ligera que sigue funcionando con conexiones lentas o inestables y que puedes instalar en tu pantalla de inicio.',
        'Trabajamos con estudios de juegos independientes y todos los juegos funcionan en servidores certificados. Los saldos se guardan en céntimos enteros y cada movimiento de dinero se registra en un libro de contabilidad de partida doble, para que tu billetera siempre cuadre.',
        'Las recompensas forman parte de la experiencia: niveles VIP que crecen con tu juego, reembolsos diarios, tareas, recompensas por registro diario y un sorteo del jackpot. Cada recompensa muestra sus reglas antes de que la cobres.',
        'Lucky Lobby es solo para mayores de 18 años. Nuestro equipo de atención al cliente está disponible las 24 horas desde la página Atención.',
      ].join('\n\n'),
    },
    'privacy-policy': {
      title: 'Política de privacidad',
      body: [
        'Esta política explica qué datos personales recoge Lucky Lobby, para qué y qué opciones tienes. Solo recogemos lo necesario para gestionar tu cuenta, procesar pagos, mantener el servicio seguro y cumplir nuestras obligaciones legales.',
        'Qué recogemos: tu nombre de cuenta, apodo y contraseña (guardada solo como hash con sal); tu móvil y los identificadores de inicio de sesión social vinculados, si los añades; tus depósitos, retiros, apuestas y recompensas; los datos bancarios que vinculas para retirar; y datos técnicos como tu dirección IP, un identificador aleatorio del dispositivo guardado por la app y las páginas que usas.',
        'Para qué lo usamos: para iniciar tu sesión y proteger tu cuenta, pagar depósitos y retiros, aplicar niveles VIP, reembolsos y bonos, prevenir el fraude y el abuso, responder a tus solicitudes de ayuda y mejorar la app. No vendemos tus datos personales.',
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
        'Bonos y recompensas: cada bono, reembolso o actividad tiene sus propias reglas, que se muestran en su página. Podemos retener recompensas obtenidas mediante varias cuentas, colusión, errores de software u otros abusos.',
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
    5: 'En vivo',
    6: 'Lotería',
    7: 'Arcade',
  },
}
