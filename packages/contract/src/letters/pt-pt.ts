import type { Period } from '../regimes/periods';
import type { Phrasebook } from './phrasebook';

const PERIOD_NOUN = {
  days: ['dia', 'dias'],
  'business-days': ['dia útil', 'dias úteis'],
  months: ['mês', 'meses'],
} as const;

/** A period after "no prazo de", as Portugal and Brazil both write it. */
export function portuguesePeriod({ count, unit }: Period): string {
  return `${count === 1 ? 'um' : count} ${PERIOD_NOUN[unit][count === 1 ? 0 : 1]}`;
}

/** Portuguese letters as written in Portugal (vós). Provisions are cited in parentheses. */
export const ptPT: Phrasebook = {
  locale: 'pt-PT',
  // The GDPR is the RGPD in Portuguese.
  citation: (citation, regimeId) =>
    regimeId === 'gdpr' ? citation.replace(/\bGDPR\b/, 'RGPD') : citation,
  period: portuguesePeriod,
  subject(right, scope, citation) {
    switch (right) {
      case 'access':
        return `Pedido de acesso aos meus dados pessoais (${citation})`;
      case 'erasure':
        return `Pedido de apagamento dos meus dados pessoais (${citation})`;
      case 'objection':
        return scope === 'marketing-and-legitimate-interests' || scope === undefined
          ? `Oposição ao tratamento dos meus dados pessoais (${citation})`
          : scope === 'suspension'
            ? `Pedido de suspensão do tratamento dos meus dados pessoais (${citation})`
            : `Oposição à venda dos meus dados pessoais (${citation})`;
      case 'correction':
        return `Pedido de retificação dos meus dados pessoais (${citation})`;
    }
  },
  greeting: () => 'Exmos. Senhores,',
  request(right, scope, citation, correction) {
    switch (right) {
      case 'access':
        return [
          `Solicito que me confirmem se tratam dados pessoais que me digam respeito e, em caso afirmativo, que me facultem uma cópia dos mesmos (${citation}).`,
          'Solicito ainda que me indiquem as finalidades do tratamento, as categorias de dados que conservam, os destinatários a quem os comunicaram, o prazo durante o qual os conservarão, a sua origem, caso não tenham sido recolhidos junto de mim, e se os utilizam para decisões automatizadas a meu respeito.',
        ];
      case 'erasure': {
        const what =
          scope === 'provided-data'
            ? 'os dados pessoais que vos forneci'
            : scope === 'consented-unnecessary-unlawful'
              ? 'os dados pessoais a meu respeito que tratam com o meu consentimento, bem como os que sejam desnecessários, excessivos ou tratados de forma ilícita'
              : scope === 'unlawful-unneeded-or-harmful'
                ? 'os dados pessoais a meu respeito que utilizam ou obtiveram de forma ilícita, de que já não necessitam, ou cuja utilização possa prejudicar os meus direitos ou interesses legítimos'
                : scope === 'inaccurate-or-unlawful'
                  ? 'os dados pessoais a meu respeito que sejam inexatos, irrelevantes, excessivos, desatualizados ou obtidos de forma ilícita, ou que já não possam conservar'
                  : 'todos os dados pessoais que conservam a meu respeito';
        return [
          `Solicito que apaguem ${what}, e que peçam a quem os tenham comunicado que os apague igualmente (${citation}).`,
        ];
      }
      case 'objection':
        switch (scope) {
          case 'sale-ads-profiling':
            return [
              `Oponho-me à venda dos meus dados pessoais, ao seu tratamento para publicidade direcionada e à definição de perfis para decisões que produzam efeitos jurídicos ou efeitos igualmente significativos a meu respeito (${citation}).`,
            ];
          case 'sale-and-ads':
            return [
              `Oponho-me à venda dos meus dados pessoais e ao seu tratamento para publicidade direcionada (${citation}).`,
            ];
          case 'sale-sharing-sensitive':
            return [
              `Oponho-me à venda e à partilha dos meus dados pessoais, e solicito que limitem a utilização e a divulgação dos meus dados pessoais sensíveis (${citation}).`,
            ];
          case 'suspension':
            return [`Solicito que suspendam o tratamento dos meus dados pessoais (${citation}).`];
          default:
            return [
              `Oponho-me ao tratamento dos meus dados pessoais para fins de comercialização direta, incluindo a definição de perfis com ela relacionada, bem como ao seu tratamento com base nos vossos interesses legítimos (${citation}). Solicito que cessem ambos.`,
            ];
        }
      case 'correction':
        return [
          `Solicito que retifiquem os dados pessoais inexatos que conservam a meu respeito (${citation}).`,
          `O que está incorreto: ${correction?.wrong ?? ''}`,
          `O que está correto: ${correction?.right ?? ''}`,
        ];
    }
  },
  identification: (email, domain, lastEmailDate) =>
    `Podem identificar-me através deste endereço de correio eletrónico, ${email}, no qual recebi mensagens de ${domain}${lastEmailDate ? `, pela última vez em ${lastEmailDate}` : ''}. Escrevo-vos a partir desse mesmo endereço.`,
  identityDetails: () => 'Para me identificarem, pedem os seguintes dados, que aqui indico:',
  deadline: (period, citation) =>
    `Devem responder no prazo de ${period} a contar da receção deste pedido (${citation}).`,
  noDeadline: () => 'Solicito que me respondam sem demora injustificada.',
  closing(right) {
    switch (right) {
      case 'access':
        return 'Caso não conservem quaisquer dados pessoais a meu respeito, solicito que mo comuniquem.';
      case 'erasure':
        return 'Solicito que me confirmem por escrito o apagamento dos meus dados. Caso não conservem quaisquer dados pessoais a meu respeito, solicito que mo comuniquem.';
      case 'objection':
        return 'Solicito que mo confirmem por escrito.';
      case 'correction':
        return 'Solicito que me confirmem por escrito a retificação dos dados.';
    }
  },
  reminderAsked(right, date, citation) {
    switch (right) {
      case 'access':
        return `Em ${date}, solicitei-vos o acesso aos meus dados pessoais (${citation}).`;
      case 'erasure':
        return `Em ${date}, solicitei-vos o apagamento dos meus dados pessoais (${citation}).`;
      case 'objection':
        return `Em ${date}, comuniquei-vos a minha oposição à utilização dos meus dados pessoais, conforme descrito no meu pedido (${citation}).`;
      case 'correction':
        return `Em ${date}, solicitei-vos a retificação dos meus dados pessoais (${citation}).`;
    }
  },
  reminderOverdue: (period, dueDate, citation) =>
    `Dispunham de um prazo de ${period} para responder, ou seja, até ${dueDate} (${citation}). Esse prazo terminou e ainda não recebi resposta.`,
  reminderClosing: () => 'Solicito que me respondam sem mais demora.',
  signOff: () => 'Com os melhores cumprimentos,',
};
