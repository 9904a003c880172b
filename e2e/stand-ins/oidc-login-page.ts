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
  </head>
  <body>
    <main>
${body}
    </main>
  </body>
</html>
`;
}

/** What the sign-in page shows for one pending authorization. */
export interface LoginPageProps {
  formAction: string;
  clientId: string;
  email?: string;
  name?: string;
  error?: string;
}

/**
 * Renders the sign-in form: an 'Email' field, a 'Name' field and a 'Sign in' button, all reachable
 * by their labels and roles.
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
        <button type="submit">Sign in</button>
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
