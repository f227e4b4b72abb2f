/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

// The product's light theme (#336699, 13 px base) in plain CSS: these pages load before any
// bundle and must not fetch fonts or scripts from anywhere.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
  font:13px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;
  color:rgba(0,0,0,.87);background:linear-gradient(160deg,#1d3d5c 0%,#336699 55%,#5b8fc0 100%)}
main{width:min(400px,calc(100vw - 32px));background:#fff;border-radius:8px;padding:32px 28px 24px;
  box-shadow:0 11px 15px -7px rgba(0,0,0,.2),0 24px 38px 3px rgba(0,0,0,.14),0 9px 46px 8px rgba(0,0,0,.12)}
.brand{display:flex;align-items:center;gap:10px;margin-bottom:20px;color:#336699;font-weight:700;
  font-size:18px;letter-spacing:.02em;text-decoration:none}
.brand svg{width:28px;height:28px}
h1{font-size:20px;font-weight:500;margin:0 0 4px}
p.lead{margin:0 0 20px;color:rgba(0,0,0,.6)}
label{display:block;font-size:12px;color:rgba(0,0,0,.6);margin:0 0 4px}
input{width:100%;font:inherit;font-size:14px;padding:10px 12px;border:1px solid rgba(0,0,0,.23);
  border-radius:4px;margin-bottom:16px;background:#fff;color:inherit}
input:hover{border-color:rgba(0,0,0,.87)}
input:focus{outline:none;border-color:#336699;box-shadow:0 0 0 1px #336699}
button,.button{display:block;width:100%;font:inherit;font-size:14px;font-weight:500;letter-spacing:.03em;
  text-transform:uppercase;text-align:center;text-decoration:none;padding:10px 16px;border:0;border-radius:4px;
  color:#fff;background:#336699;cursor:pointer;
  box-shadow:0 3px 1px -2px rgba(0,0,0,.2),0 2px 2px 0 rgba(0,0,0,.14),0 1px 5px 0 rgba(0,0,0,.12)}
button:hover,.button:hover{background:#264d73}
button:focus-visible,.button:focus-visible,a:focus-visible{outline:2px solid #1d3d5c;outline-offset:2px}
.alert{display:flex;gap:8px;padding:8px 12px;margin:0 0 16px;border-radius:4px;background:#fdeded;color:#5f2120}
.note{margin:16px 0 0;text-align:center;color:rgba(0,0,0,.6)}
.note a{color:#336699}
`;

const LOGO = `<svg viewBox="0 0 32 32" aria-hidden="true"><path fill="#336699" d="M16 2c5 7 10 12.6 10 18a10 10 0 0 1-20 0C6 14.6 11 9 16 2z"/><path fill="#fff" d="M11 21a5 5 0 0 0 5 5v-2.4A2.6 2.6 0 0 1 13.4 21z"/></svg>`;

/** A page of the sign-in provider in the product's look; `body` must already be escaped. */
export function identityPage(options: { title: string; body: string; home?: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)} · Headgate</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<a class="brand" href="${escapeHtml(options.home ?? '/')}">${LOGO}<span>Headgate</span></a>
${options.body}
</main>
</body>
</html>`;
}
