import type { KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml, identityPage } from '../pages/identityPage';
import { LOGOUT_SCRIPT_PATH } from '../pages/logoutScript';

function shellHome(ctx: KoaContextWithOIDC): string {
  return `${ctx.protocol}://${ctx.host}/`;
}

/**
 * The provider's own pages in the product's look. oidc-provider's defaults load a web font from
 * the internet, which this product must never do.
 */
export const providerPages = {
  /** RP-initiated logout: the shell asked to sign out, so the form submits itself. */
  logout(ctx: KoaContextWithOIDC, form: string) {
    const confirmed = form.replace(
      '</form>',
      '<input type="hidden" name="logout" value="yes"></form>',
    );
    ctx.type = 'html';
    ctx.body = identityPage({
      title: 'Signing out',
      home: shellHome(ctx),
      body: `<h1>Signing out…</h1>
${confirmed}
<noscript><button type="submit" form="op.logoutForm">Sign out</button></noscript>
<script src="${LOGOUT_SCRIPT_PATH}"></script>`,
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
