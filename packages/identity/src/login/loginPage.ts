import { escapeHtml, identityPage } from '../pages/identityPage';

/** What the sign-in form tells a user whose email and password do not match. */
export const WRONG_CREDENTIALS_MESSAGE = 'Wrong email or password.';

/** The sign-in form of one interaction: labels "Email" and "Password", button "Sign in". */
export function loginPage(options: {
  action: string;
  email?: string;
  error?: string;
  home: string;
}): string {
  const error = options.error
    ? `<div class="alert" role="alert">${escapeHtml(options.error)}</div>`
    : '';
  return identityPage({
    title: 'Sign in',
    home: options.home,
    body: `<h1>Sign in</h1>
<p class="lead">Sign in to the district's water data dashboard.</p>
${error}
<form method="post" action="${escapeHtml(options.action)}" autocomplete="on" novalidate>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}"${options.email ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${options.email ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>
<p class="note"><a href="${escapeHtml(options.home)}">Continue to the public map without signing in</a></p>`,
  });
}
