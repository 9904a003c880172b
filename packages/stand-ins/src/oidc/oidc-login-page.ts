const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for use in HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

function renderDocument(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(title)}</title>
    <!-- No icon: the browser asks for none, so the console stays clean. -->
    <link rel="icon" href="data:,">
  </head>
  <body>
    <main>
${body}
    </main>
  </body>
</html>
`;
}

/** A mailbox scope the client asked for, and whether its box is ticked. */
export interface OfferedScope {
  scope: string;
  isChecked: boolean;
}

/**
 * Tells the stand-in that the form showed the scopes: only the ticked ones are granted. A form
 * sent without it (a client posting email and name only) is granted everything it asked for.
 */
export const SCOPE_CHOICE_FIELD = 'scope_choice';

/** What the sign-in page shows for one pending authorization. */
export interface LoginPageProps {
  formAction: string;
  clientId: string;
  email?: string;
  name?: string;
  error?: string;
  /** The mailbox scopes asked for, one checkbox each, as Google's granular consent lists them. */
  scopes?: readonly OfferedScope[];
}

function renderScopeChoice(scopes: readonly OfferedScope[]): string {
  if (scopes.length === 0) return '';
  const boxes = scopes.map(({ scope, isChecked }, index) => {
    const id = `scope-${index}`;
    return `          <p>
            <input id="${id}" name="scope" type="checkbox" value="${escapeHtml(scope)}"${isChecked ? ' checked' : ''}>
            <label for="${id}">${escapeHtml(scope)}</label>
          </p>`;
  });
  return `        <fieldset>
          <legend>Allow access to</legend>
${boxes.join('\n')}
          <input type="hidden" name="${SCOPE_CHOICE_FIELD}" value="shown">
        </fieldset>
`;
}

/**
 * Renders the sign-in form: an 'Email' field, a 'Name' field, a checkbox per mailbox scope asked
 * for and a 'Sign in' button, all reachable by their labels and roles.
 */
export function renderLoginPage(props: LoginPageProps): string {
  const alert = props.error ? `      <p role="alert">${escapeHtml(props.error)}</p>\n` : '';
  return renderDocument(
    'Sign in',
    `      <h1>Sign in</h1>
      <p>to continue to ${escapeHtml(props.clientId)}</p>
${alert}      <form method="post" action="${escapeHtml(props.formAction)}">
        <p>
          <label for="email">Email</label>
          <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(props.email ?? '')}">
        </p>
        <p>
          <label for="name">Name</label>
          <input id="name" name="name" type="text" autocomplete="name" value="${escapeHtml(props.name ?? '')}">
        </p>
${renderScopeChoice(props.scopes ?? [])}        <button type="submit">Sign in</button>
      </form>`,
  );
}

/** Renders a page explaining why the request could not go on. */
export function renderErrorPage(title: string, message: string): string {
  return renderDocument(
    title,
    `      <h1>${escapeHtml(title)}</h1>
      <p>${escapeHtml(message)}</p>`,
  );
}
