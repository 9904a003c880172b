import type { Period } from '../regimes/periods';
import type { Phrasebook } from './phrasebook';

/** "w terminie …": the genitive of each unit. */
function period({ count, unit }: Period): string {
  switch (unit) {
    case 'months':
      return count === 1 ? 'jednego miesiąca' : `${count} miesięcy`;
    case 'days':
      return count === 1 ? 'jednego dnia' : `${count} dni`;
    case 'business-days':
      return count === 1 ? 'jednego dnia roboczego' : `${count} dni roboczych`;
  }
}

/** Polish letters, addressed to the company (Państwo). Provisions are cited in parentheses. */
export const pl: Phrasebook = {
  locale: 'pl-PL',
  // The GDPR is the RODO in Polish, its articles 'art.' and paragraphs 'ust.'.
  citation: (citation, regimeId) =>
    regimeId === 'gdpr'
      ? citation
          .replace(/\bGDPR\b/, 'RODO')
          .replace(/Art\. (\d+)\((\d+)\)/g, 'art. $1 ust. $2')
          .replace(/Art\. /g, 'art. ')
      : citation,
  period,
  subject(right, scope, citation) {
    switch (right) {
      case 'access':
        return `Wniosek o dostęp do moich danych osobowych (${citation})`;
      case 'erasure':
        return `Żądanie usunięcia moich danych osobowych (${citation})`;
      case 'objection':
        return scope === 'marketing-and-legitimate-interests' || scope === undefined
          ? `Sprzeciw wobec przetwarzania moich danych osobowych (${citation})`
          : scope === 'suspension'
            ? `Żądanie wstrzymania przetwarzania moich danych osobowych (${citation})`
            : `Sprzeciw wobec sprzedaży moich danych osobowych (${citation})`;
      case 'correction':
        return `Żądanie sprostowania moich danych osobowych (${citation})`;
    }
  },
  greeting: () => 'Szanowni Państwo,',
  request(right, scope, citation, correction) {
    switch (right) {
      case 'access':
        return [
          `proszę o potwierdzenie, czy przetwarzają Państwo moje dane osobowe, a jeżeli tak, o przekazanie mi ich kopii (${citation}).`,
          'Proszę również o informację, w jakich celach Państwo je przetwarzają, jakie kategorie danych Państwo przechowują, komu je Państwo ujawnili, jak długo będą je Państwo przechowywać, skąd je Państwo pozyskali, jeżeli nie ode mnie, oraz czy wykorzystują je Państwo do zautomatyzowanego podejmowania decyzji, które mnie dotyczą.',
        ];
      case 'erasure': {
        const what =
          scope === 'provided-data'
            ? 'danych osobowych, które pochodzą ode mnie,'
            : scope === 'consented-unnecessary-unlawful'
              ? 'moich danych osobowych przetwarzanych na podstawie mojej zgody oraz danych zbędnych, nadmiarowych lub przetwarzanych niezgodnie z prawem'
              : scope === 'unlawful-unneeded-or-harmful'
                ? 'moich danych osobowych wykorzystywanych lub pozyskanych niezgodnie z prawem, już Państwu niepotrzebnych lub takich, których wykorzystywanie może naruszać moje prawa lub prawnie uzasadnione interesy,'
                : scope === 'inaccurate-or-unlawful'
                  ? 'moich danych osobowych, które są nieprawidłowe, nieistotne, nadmiarowe, nieaktualne lub pozyskane niezgodnie z prawem albo których nie mogą już Państwo przechowywać,'
                  : 'wszystkich moich danych osobowych, które Państwo przechowują,';
        return [
          `żądam usunięcia ${what} oraz zwrócenia się do wszystkich, którym Państwo je ujawnili, o ich usunięcie (${citation}).`,
        ];
      }
      case 'objection':
        switch (scope) {
          case 'sale-ads-profiling':
            return [
              `wnoszę sprzeciw wobec sprzedaży moich danych osobowych, ich przetwarzania w celu reklamy ukierunkowanej oraz profilowania służącego podejmowaniu decyzji, które wywołują wobec mnie skutki prawne lub w podobny sposób istotnie na mnie wpływają (${citation}).`,
            ];
          case 'sale-and-ads':
            return [
              `wnoszę sprzeciw wobec sprzedaży moich danych osobowych oraz ich przetwarzania w celu reklamy ukierunkowanej (${citation}).`,
            ];
          case 'sale-sharing-sensitive':
            return [
              `wnoszę sprzeciw wobec sprzedaży i udostępniania moich danych osobowych oraz żądam ograniczenia wykorzystywania i ujawniania moich wrażliwych danych osobowych (${citation}).`,
            ];
          case 'suspension':
            return [`żądam wstrzymania przetwarzania moich danych osobowych (${citation}).`];
          default:
            return [
              `wnoszę sprzeciw wobec przetwarzania moich danych osobowych na potrzeby marketingu bezpośredniego, w tym profilowania związanego z takim marketingiem, oraz wobec ich przetwarzania na podstawie Państwa prawnie uzasadnionych interesów (${citation}). Proszę o zaprzestanie obu tych form przetwarzania.`,
            ];
        }
      case 'correction':
        return [
          `żądam sprostowania nieprawidłowych danych osobowych, które Państwo o mnie przechowują (${citation}).`,
          `Co jest nieprawidłowe: ${correction?.wrong ?? ''}`,
          `Co jest prawidłowe: ${correction?.right ?? ''}`,
        ];
    }
  },
  identification: (email, domain, lastEmailDate) =>
    `Mogą mnie Państwo zidentyfikować na podstawie tego adresu e-mail: ${email}. Na ten adres przychodziły wiadomości od ${domain}${lastEmailDate ? `, ostatnio ${lastEmailDate}` : ''}. Piszę do Państwa z tego samego adresu.`,
  identityDetails: () =>
    'W celu mojej identyfikacji proszą Państwo o następujące dane; podaję je poniżej:',
  deadline: (period, citation) =>
    `Są Państwo zobowiązani udzielić odpowiedzi w terminie ${period} od otrzymania tego wniosku (${citation}).`,
  noDeadline: () => 'Proszę o odpowiedź bez zbędnej zwłoki.',
  closing(right) {
    switch (right) {
      case 'access':
        return 'Jeżeli nie przechowują Państwo żadnych moich danych osobowych, proszę o taką informację.';
      case 'erasure':
        return 'Proszę o pisemne potwierdzenie usunięcia moich danych. Jeżeli nie przechowują Państwo żadnych moich danych osobowych, proszę o taką informację.';
      case 'objection':
        return 'Proszę o pisemne potwierdzenie.';
      case 'correction':
        return 'Proszę o pisemne potwierdzenie sprostowania danych.';
    }
  },
  reminderAsked(right, date, citation) {
    switch (right) {
      case 'access':
        return `wniosek o dostęp do moich danych osobowych został do Państwa wysłany ${date} (${citation}).`;
      case 'erasure':
        return `żądanie usunięcia moich danych osobowych zostało do Państwa wysłane ${date} (${citation}).`;
      case 'objection':
        return `sprzeciw wobec wykorzystywania moich danych osobowych, opisany w moim piśmie, został do Państwa wysłany ${date} (${citation}).`;
      case 'correction':
        return `żądanie sprostowania moich danych osobowych zostało do Państwa wysłane ${date} (${citation}).`;
    }
  },
  reminderOverdue: (period, dueDate, citation) =>
    `Powinni Państwo odpowiedzieć w terminie ${period}, czyli do ${dueDate} (${citation}). Termin ten upłynął, a odpowiedź do mnie nie dotarła.`,
  reminderClosing: () => 'Proszę o odpowiedź bez dalszej zwłoki.',
  signOff: () => 'Z poważaniem',
};
