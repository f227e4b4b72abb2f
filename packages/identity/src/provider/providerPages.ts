import type { KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml, identityPage } from '../pages/identityPage';

function shellHome(ctx: KoaContextWithOIDC): string {
  return `${ctx.protocol}://${ctx.host}/`;
}

/**
 * The provider's own pages in the product's look. oidc-provider's defaults load a web font from
 * the internet, which this product must never do.
 */
export const providerPages = {
  /**
   * RP-initiated logout: the user confirms with the button. Nothing submits the form for them,
   * so a link to the end-session endpoint (from any site) cannot sign anyone out; the provider
   * checks the form's `xsrf` field against the session. The whole session ends (`logout=yes`).
   */
  logout(ctx: KoaContextWithOIDC, form: string) {
    const confirmable = form.replace(
      '</form>',
      '<input type="hidden" name="logout" value="yes">\n<button type="submit" autofocus>Sign out</button>\n</form>',
    );
    ctx.type = 'html';
    ctx.body = identityPage({
      title: 'Sign out',
      home: shellHome(ctx),
      body: `<h1>Sign out</h1>
<p class="lead">End your session on this device?</p>
${confirmable}
<p class="note"><a href="${escapeHtml(shellHome(ctx))}">Back to the public map</a></p>`,
    });
  },

  /** After a sign-out that named no page to return to. */
  signedOut(ctx: KoaContextWithOIDC) {
    ctx.type = 'html';
    ctx.body = identityPage({
      title: 'Signed out',
      home: shellHome(ctx),
      body: `<h1>You are signed out</h1>
<p class="lead">Your session has ended.</p>
<a class="button" href="${escapeHtml(shellHome(ctx))}">Back to the public map</a>`,
    });
  },

  error(ctx: KoaContextWithOIDC, out: { error: string; error_description?: string }) {
    ctx.type = 'html';
    ctx.body = identityPage({
      title: 'Sign-in problem',
      home: shellHome(ctx),
      body: `<h1>Sign-in could not continue</h1>
<div class="alert" role="alert">${escapeHtml(out.error_description ?? out.error)}</div>
<a class="button" href="${escapeHtml(shellHome(ctx))}">Back to the public map</a>`,
    });
  },
};
