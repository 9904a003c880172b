/**
 * Why a request did not reach its recipient, in plain words, from the technical reason a mail
 * server gave (a delivery report's status and diagnostic, or an SMTP reply). Enhanced status codes
 * are read as RFC 3463 defines them (class.subject.detail); a bare SMTP code as RFC 5321 does.
 */
export function plainUndeliveredReason(technical: string): string {
  const enhanced = /\b[245]\.(\d{1,3})\.(\d{1,3})\b/.exec(technical);
  if (enhanced) {
    const [, subject, detail] = enhanced;
    const code = `${subject}.${detail}`;
    if (['1.1', '1.0', '1.3', '1.6'].includes(code)) return 'this address does not exist there';
    if (code === '1.2' || code === '1.10') return 'the address’s domain does not take e-mail';
    if (code === '2.1') return 'this mailbox is disabled';
    if (code === '2.2') return 'this mailbox is full';
    if (code === '2.3' || code === '3.4') return 'the message was too large for this mailbox';
    if (subject === '7') return 'the company’s mail server refused the message';
    if (subject === '4') return 'the company’s mail server could not be reached';
  }
  if (/\b55[0-3]\b/.test(technical)) return 'the company’s mail server refused this address';
  // What Gmail and Outlook say of a recipient in their own bounce, without a status code.
  if (/could not be reached/i.test(technical)) return 'this address could not be reached';
  return 'the company’s mail server did not accept it';
}

/** How much of the mail server's own words the person is shown, after the plain ones. */
const TECHNICAL_CHARS = 200;

/**
 * The failure reason of a request that came back: what happened in plain words, then the mail
 * server's own words for whoever wants them.
 */
export function undeliveredReason(recipient: string, technical: string): string {
  const plain = plainUndeliveredReason(technical);
  const words = technical.replace(/\s+/g, ' ').trim().slice(0, TECHNICAL_CHARS);
  return `Your request to ${recipient} came back undelivered: ${plain}. Enter another address to try again. (${words})`;
}
