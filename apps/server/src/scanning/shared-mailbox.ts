/**
 * Mailboxes that are an organisation's whatever name they are sent under: those its staff share
 * (`info@`, `rechnung@`) and those nobody reads (`no-reply@`).
 */

/** A set of the words of a list written over several lines. */
export const words = (text: string) => new Set(text.trim().split(/\s+/));

/**
 * Local parts of mailboxes that an organisation's staff share, or that a service sends its own
 * mail from, in the languages we see most. One list for every domain: a mailbox service's
 * (`mailings@gmx.net` is GMX's) and an organisation's (`rechnung@thomann.de`).
 */
const SHARED_MAILBOXES = words(`
  info news newsletter mailings service services support security account accounts notification
  notifications notify alert alerts welcome mailer-daemon mailer postmaster abuse contact contacto
  contato contatto kontakt kontor mail office biuro buero bureau admin sales billing invoice invoices
  rechnung rechnungen facturacion factura facture fatture faturacao receipts order orders
  ordinazioni bookings booking reservations reservation reception recepcja rezeption empfang studio
  team help helpdesk kundenservice kundeservice kundservice asiakaspalvelu customerservice
  klantenservice powiadomienia bolletta ebill ticketing tickets transaction kancelaria praxis
  praktijk shop store marketing press jobs careers enquiries inquiries hr secretariat sekretariat
  leitung geral administracion hello appointments appointment termine citas
`);
/** Parts of the addresses nobody reads (`account-security-noreply`, `naoresponder`). */
const NO_REPLY = ['no-reply', 'noreply', 'no_reply', 'do-not-reply', 'donotreply', 'naorespond'];
/**
 * A sub-address tag (`orders+eu`), which does not change whose mailbox it is: all from the first
 * `+` on. `.` takes line breaks too (`s`), so the first `+` always matches and a run of them
 * before a line break is not read again from each one.
 */
export const TAG = /\+.*/s;

/**
 * Whether a local part (before any `+tag`) is a shared mailbox (`info`, `Rechnung`, `orders+eu`)
 * or a no-reply one (`mail-noreply`): the whole local part is one, never just its first word, as
 * people name theirs `support.grandpa.jo` or `info.skiklubb` at a mailbox service.
 */
export function isSharedMailbox(localPart: string): boolean {
  const local = localPart.toLowerCase().replace(TAG, '');
  return SHARED_MAILBOXES.has(local) || NO_REPLY.some((part) => local.includes(part));
}
