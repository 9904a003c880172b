import type { Period } from '../regimes/periods';
import type { Phrasebook } from './phrasebook';

/** "ve lhůtě …": the genitive of each unit. */
function period({ count, unit }: Period): string {
  switch (unit) {
    case 'months':
      return count === 1 ? 'jednoho měsíce' : `${count} měsíců`;
    case 'days':
      return count === 1 ? 'jednoho dne' : `${count} dnů`;
    case 'business-days':
      return count === 1 ? 'jednoho pracovního dne' : `${count} pracovních dnů`;
  }
}

/** Czech letters, in the formal address (Vy). Provisions are cited in parentheses. */
export const cs: Phrasebook = {
  locale: 'cs-CZ',
  // Czech cites the GDPR's articles as 'čl.' and their paragraphs as 'odst.'.
  citation: (citation, regimeId) =>
    regimeId === 'gdpr'
      ? citation.replace(/Art\. (\d+)\((\d+)\)/g, 'čl. $1 odst. $2').replace(/Art\. /g, 'čl. ')
      : citation,
  period,
  subject(right, scope, citation) {
    switch (right) {
      case 'access':
        return `Žádost o přístup k mým osobním údajům (${citation})`;
      case 'erasure':
        return `Žádost o výmaz mých osobních údajů (${citation})`;
      case 'objection':
        return scope === 'marketing-and-legitimate-interests' || scope === undefined
          ? `Námitka proti zpracování mých osobních údajů (${citation})`
          : scope === 'suspension'
            ? `Žádost o pozastavení zpracování mých osobních údajů (${citation})`
            : `Námitka proti prodeji mých osobních údajů (${citation})`;
      case 'correction':
        return `Žádost o opravu mých osobních údajů (${citation})`;
    }
  },
  greeting: () => 'Vážení,',
  request(right, scope, citation, correction) {
    switch (right) {
      case 'access':
        return [
          `žádám Vás o potvrzení, zda zpracováváte osobní údaje, které se mě týkají, a pokud ano, o poskytnutí jejich kopie (${citation}).`,
          'Žádám Vás také o sdělení, za jakými účely je zpracováváte, jaké kategorie údajů uchováváte, komu jste je zpřístupnili, jak dlouho je budete uchovávat, odkud je máte, pokud ne ode mě, a zda je používáte k automatizovanému rozhodování, které se mě týká.',
        ];
      case 'erasure': {
        const what =
          scope === 'provided-data'
            ? 'osobních údajů, které pocházejí ode mě,'
            : scope === 'consented-unnecessary-unlawful'
              ? 'osobních údajů o mně, které zpracováváte na základě mého souhlasu, jakož i údajů nepotřebných, nadměrných nebo zpracovávaných protiprávně'
              : scope === 'unlawful-unneeded-or-harmful'
                ? 'osobních údajů o mně, které používáte nebo jste získali protiprávně, které již nepotřebujete nebo jejichž používání pravděpodobně poškozuje má práva či oprávněné zájmy,'
                : scope === 'inaccurate-or-unlawful'
                  ? 'osobních údajů o mně, které jsou nepřesné, irelevantní, nadměrné, zastaralé nebo protiprávně získané, nebo které již nesmíte uchovávat,'
                  : 'všech osobních údajů, které o mně uchováváte,';
        return [
          `žádám Vás o výmaz ${what} a o to, abyste požádali všechny, jimž jste je zpřístupnili, aby je rovněž vymazali (${citation}).`,
        ];
      }
      case 'objection':
        switch (scope) {
          case 'sale-ads-profiling':
            return [
              `vznáším námitku proti prodeji mých osobních údajů, proti jejich zpracování pro cílenou reklamu a proti profilování sloužícímu k rozhodnutím, která mají pro mě právní účinky nebo se mě obdobně významně dotýkají (${citation}).`,
            ];
          case 'sale-and-ads':
            return [
              `vznáším námitku proti prodeji mých osobních údajů a proti jejich zpracování pro cílenou reklamu (${citation}).`,
            ];
          case 'sale-sharing-sensitive':
            return [
              `vznáším námitku proti prodeji a sdílení mých osobních údajů a žádám Vás o omezení používání a zpřístupňování mých citlivých osobních údajů (${citation}).`,
            ];
          case 'suspension':
            return [`žádám Vás o pozastavení zpracování mých osobních údajů (${citation}).`];
          default:
            return [
              `vznáším námitku proti zpracování mých osobních údajů pro účely přímého marketingu, včetně profilování s ním souvisejícího, a proti jejich zpracování na základě Vašich oprávněných zájmů (${citation}). Žádám Vás, abyste obojí ukončili.`,
            ];
        }
      case 'correction':
        return [
          `žádám Vás o opravu nepřesných osobních údajů, které o mně uchováváte (${citation}).`,
          `Co je nesprávně: ${correction?.wrong ?? ''}`,
          `Co je správně: ${correction?.right ?? ''}`,
        ];
    }
  },
  identification: (email, domain, lastEmailDate) =>
    `Můžete mě identifikovat podle této e-mailové adresy, ${email}, na kterou mi chodily e-maily od ${domain}${lastEmailDate ? `, naposledy ${lastEmailDate}` : ''}. Píši Vám právě z této adresy.`,
  identityDetails: () => 'K mé identifikaci požadujete následující údaje; zde jsou:',
  deadline: (period, citation) =>
    `Jste povinni odpovědět ve lhůtě ${period} od obdržení této žádosti (${citation}).`,
  noDeadline: () => 'Žádám Vás o odpověď bez zbytečného odkladu.',
  closing(right) {
    switch (right) {
      case 'access':
        return 'Pokud o mně žádné osobní údaje neuchováváte, sdělte mi to prosím.';
      case 'erasure':
        return 'Potvrďte mi prosím písemně výmaz mých údajů. Pokud o mně žádné osobní údaje neuchováváte, sdělte mi to prosím.';
      case 'objection':
        return 'Potvrďte mi to prosím písemně.';
      case 'correction':
        return 'Potvrďte mi prosím písemně opravu údajů.';
    }
  },
  reminderAsked(right, date, citation) {
    switch (right) {
      case 'access':
        return `dne ${date} Vám byla zaslána moje žádost o přístup k mým osobním údajům (${citation}).`;
      case 'erasure':
        return `dne ${date} Vám byla zaslána moje žádost o výmaz mých osobních údajů (${citation}).`;
      case 'objection':
        return `dne ${date} Vám byla zaslána moje námitka proti používání mých osobních údajů (${citation}).`;
      case 'correction':
        return `dne ${date} Vám byla zaslána moje žádost o opravu mých osobních údajů (${citation}).`;
    }
  },
  reminderOverdue: (period, dueDate, citation) =>
    `Měli jste odpovědět ve lhůtě ${period}, tedy do ${dueDate} (${citation}). Tato lhůta uplynula a Vaše odpověď mi dosud nebyla doručena.`,
  reminderClosing: () => 'Žádám Vás o odpověď bez dalšího odkladu.',
  signOff: () => 'S pozdravem',
};
