import type { Phrasebook } from './phrasebook';

/** "innerhalb von …": the dative of each unit. */
const PERIOD_NOUN = {
  days: ['Tag', 'Tagen'],
  'business-days': ['Werktag', 'Werktagen'],
  months: ['Monat', 'Monaten'],
} as const;
const DATIVE_NUMBERS = ['null', 'einem', 'zwei', 'drei'];

/** German letters, in the formal address (Sie). */
export const de: Phrasebook = {
  locale: 'de-DE',
  // The GDPR is the DSGVO in German, its paragraphs 'Abs.'; the Swiss FADP and its ordinance are
  // the DSG and the DSV; other laws keep the names they are cited by.
  citation: (citation, regimeId) =>
    regimeId === 'gdpr'
      ? citation.replace(/\bGDPR\b/, 'DSGVO').replace(/Art\. (\d+)\((\d+)\)/g, 'Art. $1 Abs. $2')
      : regimeId === 'ch-fadp'
        ? citation
            .replace(/\bFADP\b/, 'DSG')
            .replace(/\bDPO\b/, 'DSV')
            .replace(/Art\. (\d+)\((\d+)\)/g, 'Art. $1 Abs. $2')
        : citation,
  period: ({ count, unit }) =>
    `${DATIVE_NUMBERS[count] ?? count} ${PERIOD_NOUN[unit][count === 1 ? 0 : 1]}`,
  subject(right, scope, citation) {
    switch (right) {
      case 'access':
        return `Auskunftsersuchen zu meinen personenbezogenen Daten (${citation})`;
      case 'erasure':
        return `Antrag auf Löschung meiner personenbezogenen Daten (${citation})`;
      case 'objection':
        return scope === 'marketing-and-legitimate-interests' || scope === undefined
          ? `Widerspruch gegen die Verarbeitung meiner personenbezogenen Daten (${citation})`
          : `Widerspruch gegen den Verkauf meiner personenbezogenen Daten (${citation})`;
      case 'correction':
        return `Antrag auf Berichtigung meiner personenbezogenen Daten (${citation})`;
    }
  },
  greeting: () => 'Sehr geehrte Damen und Herren,',
  request(right, scope, citation, correction) {
    switch (right) {
      case 'access':
        return [
          `gemäß ${citation} bitte ich Sie um Bestätigung, ob Sie mich betreffende personenbezogene Daten verarbeiten, und, falls ja, um eine Kopie dieser Daten.`,
          'Bitte teilen Sie mir außerdem mit, zu welchen Zwecken Sie die Daten verarbeiten, welche Arten von Daten Sie gespeichert haben, an wen Sie sie weitergegeben haben, wie lange Sie sie speichern werden, woher Sie sie haben, sofern nicht von mir, und ob Sie sie für automatisierte Entscheidungen über mich nutzen.',
        ];
      case 'erasure': {
        const what =
          scope === 'provided-data'
            ? 'die personenbezogenen Daten, die ich Ihnen gegeben habe,'
            : scope === 'consented-unnecessary-unlawful'
              ? 'die personenbezogenen Daten, die Sie mit meiner Einwilligung verarbeiten, sowie alle, die unnötig, übermäßig oder unrechtmäßig verarbeitet werden,'
              : scope === 'unlawful-unneeded-or-harmful'
                ? 'die personenbezogenen Daten über mich, die Sie unrechtmäßig nutzen oder erlangt haben, die Sie nicht mehr benötigen oder deren Nutzung meine Rechte oder berechtigten Interessen voraussichtlich verletzt,'
                : scope === 'inaccurate-or-unlawful'
                  ? 'die personenbezogenen Daten über mich, die unrichtig, unerheblich, übermäßig, veraltet oder unrechtmäßig erlangt sind oder die Sie nicht mehr aufbewahren dürfen,'
                  : 'alle personenbezogenen Daten, die Sie über mich gespeichert haben,';
        return [
          `gemäß ${citation} fordere ich Sie auf, ${what} zu löschen und alle, an die Sie diese Daten weitergegeben haben, ebenfalls um Löschung zu bitten.`,
        ];
      }
      case 'objection':
        switch (scope) {
          case 'sale-ads-profiling':
            return [
              `gemäß ${citation} widerspreche ich dem Verkauf meiner personenbezogenen Daten, ihrer Verarbeitung für zielgerichtete Werbung und einem Profiling zur Unterstützung von Entscheidungen, die mir gegenüber rechtliche oder ähnlich erhebliche Wirkungen entfalten.`,
            ];
          case 'suspension':
            return [
              `gemäß ${citation} verlange ich, die Verarbeitung meiner personenbezogenen Daten auszusetzen.`,
            ];
          case 'sale-and-ads':
            return [
              `gemäß ${citation} widerspreche ich dem Verkauf meiner personenbezogenen Daten und ihrer Verarbeitung für zielgerichtete Werbung.`,
            ];
          case 'sale-sharing-sensitive':
            return [
              `gemäß ${citation} widerspreche ich dem Verkauf und der Weitergabe meiner personenbezogenen Daten und fordere Sie auf, die Nutzung und Offenlegung meiner sensiblen personenbezogenen Daten einzuschränken.`,
            ];
          default:
            return [
              `gemäß ${citation} widerspreche ich der Verarbeitung meiner personenbezogenen Daten für Zwecke der Direktwerbung, einschließlich eines damit verbundenen Profilings, sowie ihrer Verarbeitung auf der Grundlage Ihrer berechtigten Interessen. Bitte stellen Sie beides ein.`,
            ];
        }
      case 'correction':
        return [
          `gemäß ${citation} fordere ich Sie auf, unrichtige personenbezogene Daten über mich zu berichtigen.`,
          `Unrichtig ist: ${correction?.wrong ?? ''}`,
          `Richtig ist: ${correction?.right ?? ''}`,
        ];
    }
  },
  identification: (email, domain, lastEmailDate) =>
    `Sie können mich anhand dieser E-Mail-Adresse, ${email}, identifizieren, unter der ich E-Mails von ${domain} erhalten habe${lastEmailDate ? `, zuletzt am ${lastEmailDate}` : ''}. Ich schreibe Ihnen von genau dieser Adresse.`,
  identityDetails: () =>
    'Zu meiner Identifizierung verlangen Sie die folgenden Angaben; hier sind sie:',
  deadline: (period, citation) =>
    `Nach ${citation} müssen Sie innerhalb von ${period} nach Eingang dieses Schreibens antworten.`,
  noDeadline: () => 'Bitte antworten Sie mir unverzüglich.',
  closing(right) {
    switch (right) {
      case 'access':
        return 'Falls Sie keine personenbezogenen Daten über mich verarbeiten, teilen Sie mir dies bitte mit.';
      case 'erasure':
        return 'Bitte bestätigen Sie mir schriftlich, sobald meine Daten gelöscht sind. Falls Sie keine personenbezogenen Daten über mich gespeichert haben, teilen Sie mir dies bitte mit.';
      case 'objection':
        return 'Bitte bestätigen Sie mir dies schriftlich.';
      case 'correction':
        return 'Bitte bestätigen Sie mir schriftlich, sobald die Daten berichtigt sind.';
    }
  },
  reminderAsked(right, date, citation) {
    switch (right) {
      case 'access':
        return `am ${date} habe ich Sie um Auskunft über meine personenbezogenen Daten gebeten (${citation}).`;
      case 'erasure':
        return `am ${date} habe ich Sie aufgefordert, meine personenbezogenen Daten zu löschen (${citation}).`;
      case 'objection':
        return `am ${date} habe ich der Nutzung meiner personenbezogenen Daten widersprochen, wie in meinem Schreiben dargelegt (${citation}).`;
      case 'correction':
        return `am ${date} habe ich Sie aufgefordert, meine personenbezogenen Daten zu berichtigen (${citation}).`;
    }
  },
  reminderOverdue: (period, dueDate, citation) =>
    `Sie hätten innerhalb von ${period} antworten müssen, also bis zum ${dueDate} (${citation}). Diese Frist ist abgelaufen, und ich habe noch keine Antwort erhalten.`,
  reminderClosing: () => 'Bitte antworten Sie mir nun unverzüglich.',
  signOff: () => 'Mit freundlichen Grüßen',
};
