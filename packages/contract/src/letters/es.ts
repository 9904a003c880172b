import type { Phrasebook } from './phrasebook';

const PERIOD_NOUN = {
  days: ['día', 'días'],
  'business-days': ['día hábil', 'días hábiles'],
  months: ['mes', 'meses'],
} as const;

/** Spanish letters, in the formal address (ustedes). Provisions are cited in parentheses. */
export const es: Phrasebook = {
  locale: 'es-ES',
  // The GDPR is the RGPD in Spanish.
  citation: (citation, regimeId) =>
    regimeId === 'gdpr' ? citation.replace(/\bGDPR\b/, 'RGPD') : citation,
  period: ({ count, unit }) =>
    `${count === 1 ? 'un' : count} ${PERIOD_NOUN[unit][count === 1 ? 0 : 1]}`,
  subject(right, scope, citation) {
    switch (right) {
      case 'access':
        return `Solicitud de acceso a mis datos personales (${citation})`;
      case 'erasure':
        return `Solicitud de supresión de mis datos personales (${citation})`;
      case 'objection':
        return scope === 'marketing-and-legitimate-interests' || scope === undefined
          ? `Oposición al tratamiento de mis datos personales (${citation})`
          : scope === 'suspension'
            ? `Solicitud de suspensión del tratamiento de mis datos personales (${citation})`
            : `Oposición a la venta de mis datos personales (${citation})`;
      case 'correction':
        return `Solicitud de rectificación de mis datos personales (${citation})`;
    }
  },
  greeting: () => 'Estimados señores:',
  request(right, scope, citation, correction) {
    switch (right) {
      case 'access':
        return [
          `Les solicito que me confirmen si tratan datos personales que me conciernen y, en tal caso, que me faciliten una copia de ellos (${citation}).`,
          'Les ruego asimismo que me indiquen los fines del tratamiento, las categorías de datos que conservan, los destinatarios a los que los han comunicado, el plazo durante el que los conservarán, su origen si no los obtuvieron de mí, y si los utilizan para tomar decisiones automatizadas sobre mí.',
        ];
      case 'erasure': {
        const what =
          scope === 'provided-data'
            ? 'los datos personales que les he facilitado'
            : scope === 'consented-unnecessary-unlawful'
              ? 'los datos personales sobre mí que tratan con mi consentimiento, así como los que sean innecesarios, excesivos o tratados de forma ilícita'
              : scope === 'unlawful-unneeded-or-harmful'
                ? 'los datos personales sobre mí que utilizan u obtuvieron de forma ilícita, que ya no necesitan o cuyo uso pueda perjudicar mis derechos o intereses legítimos'
                : scope === 'inaccurate-or-unlawful'
                  ? 'los datos personales sobre mí que sean inexactos, irrelevantes, excesivos, desactualizados u obtenidos de forma ilícita, o que ya no puedan conservar'
                  : 'todos los datos personales que conservan sobre mí';
        return [
          `Les solicito que supriman ${what}, y que pidan a quienes se los hayan comunicado que también los supriman (${citation}).`,
        ];
      }
      case 'objection':
        switch (scope) {
          case 'sale-ads-profiling':
            return [
              `Me opongo a la venta de mis datos personales, a su tratamiento con fines de publicidad dirigida y a la elaboración de perfiles para decisiones que produzcan efectos jurídicos o efectos igualmente significativos sobre mí (${citation}).`,
            ];
          case 'sale-and-ads':
            return [
              `Me opongo a la venta de mis datos personales y a su tratamiento con fines de publicidad dirigida (${citation}).`,
            ];
          case 'sale-sharing-sensitive':
            return [
              `Me opongo a la venta y a la cesión de mis datos personales, y les solicito que limiten el uso y la divulgación de mis datos personales sensibles (${citation}).`,
            ];
          case 'suspension':
            return [
              `Les solicito que suspendan el tratamiento de mis datos personales (${citation}).`,
            ];
          default:
            return [
              `Me opongo al tratamiento de mis datos personales con fines de mercadotecnia directa, incluida la elaboración de perfiles relacionada con ella, así como a su tratamiento basado en sus intereses legítimos (${citation}). Les ruego que pongan fin a ambos.`,
            ];
        }
      case 'correction':
        return [
          `Les solicito que rectifiquen los datos personales inexactos que conservan sobre mí (${citation}).`,
          `Lo que es inexacto: ${correction?.wrong ?? ''}`,
          `Lo que es correcto: ${correction?.right ?? ''}`,
        ];
    }
  },
  identification: (email, domain, lastEmailDate) =>
    `Pueden identificarme por esta dirección de correo electrónico, ${email}, en la que he recibido correos de ${domain}${lastEmailDate ? `, por última vez el ${lastEmailDate}` : ''}. Les escribo desde esa misma dirección.`,
  identityDetails: () =>
    'Para identificarme, solicitan los siguientes datos; se los facilito a continuación:',
  deadline: (period, citation) =>
    `Deben responder en un plazo de ${period} desde la recepción de esta solicitud (${citation}).`,
  noDeadline: () => 'Les ruego que me respondan sin dilación indebida.',
  closing(right) {
    switch (right) {
      case 'access':
        return 'Si no conservan ningún dato personal sobre mí, les ruego que me lo comuniquen.';
      case 'erasure':
        return 'Les ruego que me confirmen por escrito la supresión de mis datos. Si no conservan ningún dato personal sobre mí, les ruego que me lo comuniquen.';
      case 'objection':
        return 'Les ruego que me lo confirmen por escrito.';
      case 'correction':
        return 'Les ruego que me confirmen por escrito la rectificación de los datos.';
    }
  },
  reminderAsked(right, date, citation) {
    switch (right) {
      case 'access':
        return `El ${date} les solicité el acceso a mis datos personales (${citation}).`;
      case 'erasure':
        return `El ${date} les solicité la supresión de mis datos personales (${citation}).`;
      case 'objection':
        return `El ${date} les comuniqué mi oposición al uso de mis datos personales, tal como se describe en mi solicitud (${citation}).`;
      case 'correction':
        return `El ${date} les solicité la rectificación de mis datos personales (${citation}).`;
    }
  },
  reminderOverdue: (period, dueDate, citation) =>
    `Disponían de un plazo de ${period} para responder, es decir, hasta el ${dueDate} (${citation}). Ese plazo ha vencido y todavía no he recibido respuesta.`,
  reminderClosing: () => 'Les ruego que me respondan sin más demora.',
  signOff: () => 'Atentamente,',
};
