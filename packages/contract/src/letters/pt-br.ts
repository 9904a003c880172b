import type { Phrasebook } from './phrasebook';
import { portuguesePeriod } from './pt-pt';

/** Portuguese letters as written in Brazil. Provisions are cited in parentheses. */
export const ptBR: Phrasebook = {
  locale: 'pt-BR',
  // The GDPR is the RGPD in Portuguese; the LGPD keeps its name.
  citation: (citation, regimeId) =>
    regimeId === 'gdpr' ? citation.replace(/\bGDPR\b/, 'RGPD') : citation,
  period: portuguesePeriod,
  subject(right, scope, citation) {
    switch (right) {
      case 'access':
        return `Solicitação de acesso aos meus dados pessoais (${citation})`;
      case 'erasure':
        return `Solicitação de eliminação dos meus dados pessoais (${citation})`;
      case 'objection':
        return scope === 'marketing-and-legitimate-interests' || scope === undefined
          ? `Oposição ao tratamento dos meus dados pessoais (${citation})`
          : scope === 'suspension'
            ? `Solicitação de suspensão do tratamento dos meus dados pessoais (${citation})`
            : `Oposição à venda dos meus dados pessoais (${citation})`;
      case 'correction':
        return `Solicitação de correção dos meus dados pessoais (${citation})`;
    }
  },
  greeting: () => 'Prezados Senhores,',
  request(right, scope, citation, correction) {
    switch (right) {
      case 'access':
        return [
          `Solicito que me confirmem se tratam dados pessoais a meu respeito e, em caso afirmativo, que me forneçam uma cópia deles (${citation}).`,
          'Solicito também que me informem as finalidades do tratamento, as categorias de dados que mantêm, os destinatários com quem os compartilharam, por quanto tempo serão mantidos, sua origem, caso não tenham sido coletados de mim, e se são usados para decisões automatizadas a meu respeito.',
        ];
      case 'erasure': {
        const what =
          scope === 'provided-data'
            ? 'os dados pessoais que lhes forneci'
            : scope === 'consented-unnecessary-unlawful'
              ? 'os dados pessoais a meu respeito tratados com o meu consentimento, bem como os desnecessários, excessivos ou tratados de forma ilícita'
              : scope === 'unlawful-unneeded-or-harmful'
                ? 'os dados pessoais a meu respeito que utilizam ou obtiveram de forma ilícita, de que não precisam mais, ou cujo uso possa prejudicar meus direitos ou interesses legítimos'
                : scope === 'inaccurate-or-unlawful'
                  ? 'os dados pessoais a meu respeito que sejam inexatos, irrelevantes, excessivos, desatualizados ou obtidos de forma ilícita, ou que não possam mais manter'
                  : 'todos os dados pessoais que mantêm a meu respeito';
        return [
          `Solicito que eliminem ${what}, e que peçam a quem os tenham compartilhado que também os eliminem (${citation}).`,
        ];
      }
      case 'objection':
        switch (scope) {
          case 'sale-ads-profiling':
            return [
              `Oponho-me à venda dos meus dados pessoais, ao seu tratamento para publicidade direcionada e à criação de perfis para decisões que produzam efeitos jurídicos ou efeitos igualmente significativos a meu respeito (${citation}).`,
            ];
          case 'sale-and-ads':
            return [
              `Oponho-me à venda dos meus dados pessoais e ao seu tratamento para publicidade direcionada (${citation}).`,
            ];
          case 'sale-sharing-sensitive':
            return [
              `Oponho-me à venda e ao compartilhamento dos meus dados pessoais, e solicito que limitem o uso e a divulgação dos meus dados pessoais sensíveis (${citation}).`,
            ];
          case 'suspension':
            return [`Solicito que suspendam o tratamento dos meus dados pessoais (${citation}).`];
          default:
            return [
              `Oponho-me ao tratamento dos meus dados pessoais para fins de marketing direto, incluindo a criação de perfis relacionada, bem como ao seu tratamento com base nos seus interesses legítimos (${citation}). Solicito que interrompam ambos.`,
            ];
        }
      case 'correction':
        return [
          `Solicito que corrijam os dados pessoais inexatos que mantêm a meu respeito (${citation}).`,
          `O que está incorreto: ${correction?.wrong ?? ''}`,
          `O que está correto: ${correction?.right ?? ''}`,
        ];
    }
  },
  identification: (email, domain, lastEmailDate) =>
    `É possível me identificar por este endereço de e-mail, ${email}, no qual recebi mensagens de ${domain}${lastEmailDate ? `, pela última vez em ${lastEmailDate}` : ''}. Escrevo a partir desse mesmo endereço.`,
  identityDetails: () =>
    'Para me identificar, vocês pedem os seguintes dados, que informo a seguir:',
  deadline: (period, citation) =>
    `O prazo para resposta é de ${period} a contar do recebimento desta solicitação (${citation}).`,
  noDeadline: () => 'Solicito que respondam sem demora injustificada.',
  closing(right) {
    switch (right) {
      case 'access':
        return 'Caso não mantenham nenhum dado pessoal a meu respeito, solicito que me informem.';
      case 'erasure':
        return 'Solicito que me confirmem por escrito a eliminação dos meus dados. Caso não mantenham nenhum dado pessoal a meu respeito, solicito que me informem.';
      case 'objection':
        return 'Solicito que me confirmem isso por escrito.';
      case 'correction':
        return 'Solicito que me confirmem por escrito a correção dos dados.';
    }
  },
  reminderAsked(right, date, citation) {
    switch (right) {
      case 'access':
        return `Em ${date}, solicitei acesso aos meus dados pessoais (${citation}).`;
      case 'erasure':
        return `Em ${date}, solicitei a eliminação dos meus dados pessoais (${citation}).`;
      case 'objection':
        return `Em ${date}, comuniquei minha oposição ao uso dos meus dados pessoais, conforme descrito na minha solicitação (${citation}).`;
      case 'correction':
        return `Em ${date}, solicitei a correção dos meus dados pessoais (${citation}).`;
    }
  },
  reminderOverdue: (period, dueDate, citation) =>
    `O prazo para resposta era de ${period}, ou seja, até ${dueDate} (${citation}). Esse prazo terminou e ainda não recebi resposta.`,
  reminderClosing: () => 'Solicito que respondam sem mais demora.',
  signOff: () => 'Atenciosamente,',
};
