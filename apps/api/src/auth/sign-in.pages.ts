/**
 * The provider's server-rendered pages: sign-in, sign-out confirmation, signed-out, errors.
 *
 * Every value is escaped. The pages carry no inline script or style: the stylesheet and the
 * sign-out auto-submit script are served from `${assetsPath}` (same origin), so they work under
 * helmet's default Content-Security-Policy. Each page also sends its own, stricter policy
 * (`pageContentSecurityPolicy`), whose form-action lists the client's redirect origins: browsers
 * apply form-action to the redirects that follow a form post, and in development the console's
 * callback is on the Vite dev server's origin.
 */
import { PRODUCT_NAME } from '@ambient/core';
import { pageTexts, type PageLanguage } from './sign-in.locale.js';

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function pageContentSecurityPolicy(formActionOrigins: readonly string[]): string {
  const formAction = ["'self'", ...new Set(formActionOrigins)].join(' ');
  return [
    "default-src 'none'",
    "style-src 'self'",
    "script-src 'self'",
    "img-src 'self' data:",
    `form-action ${formAction}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

export const SIGN_IN_STYLESHEET = 'sign-in.css';
export const AUTO_SUBMIT_SCRIPT = 'auto-submit.js';

export const SIGN_IN_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:100%;color:#1f2933;background:#eef1f5}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:1.5rem}
main{width:100%;max-width:24rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px rgba(0,0,0,.12),0 4px 16px rgba(0,0,0,.08);padding:2rem}
.top{display:flex;justify-content:flex-end;margin:-1rem -1rem 0 0}
.top a{font-size:.875rem}
h1{font-size:1.5rem;margin:.25rem 0 .25rem;text-align:center;color:#0d47a1}
h2{font-size:1.125rem;font-weight:600;margin:0 0 1rem;text-align:center}
p{line-height:1.5;margin:0 0 1rem}
.field{margin-bottom:1rem}
label{display:block;font-weight:600;margin-bottom:.375rem}
input[type=email],input[type=password]{display:block;width:100%;font:inherit;padding:.625rem .75rem;border:1px solid #7b8794;border-radius:.25rem;background:#fff;color:inherit}
input[aria-invalid=true]{border-color:#b71c1c}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #1565c0;outline-offset:2px}
button{display:block;width:100%;font:inherit;font-weight:600;padding:.75rem;border:0;border-radius:.25rem;background:#1565c0;color:#fff;cursor:pointer}
button:hover{background:#0d47a1}
a{color:#0d47a1}
.error{border-left:4px solid #b71c1c;background:#fdecea;color:#7f1313;padding:.75rem 1rem;margin:0 0 1rem;border-radius:.25rem}
.muted{color:#52606d;font-size:.875rem}
section+section{margin-top:1.5rem;padding-top:1.5rem;border-top:1px solid #e4e7eb}
pre{white-space:pre-wrap;word-break:break-word;font-size:.8125rem;background:#f5f7fa;padding:.5rem;border-radius:.25rem}
`;

/** Submits the sign-out confirmation as soon as the page is loaded (no inline script). */
export const AUTO_SUBMIT_JS = `document.addEventListener('DOMContentLoaded', function () {
  var button = document.querySelector('[data-auto-submit]');
  if (button) button.click();
});
`;

interface LayoutInput {
  language: PageLanguage;
  title: string;
  assetsPath: string;
  body: string;
  script?: string;
}

function layout({ language, title, assetsPath, body, script }: LayoutInput): string {
  const scriptTag = script ? `\n<script src="${escapeHtml(`${assetsPath}/${script}`)}" defer></script>` : '';
  return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} - ${escapeHtml(PRODUCT_NAME)}</title>
<link rel="stylesheet" href="${escapeHtml(`${assetsPath}/${SIGN_IN_STYLESHEET}`)}">${scriptTag}
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export interface SignInPageInput {
  language: PageLanguage;
  assetsPath: string;
  /** Where the form posts. */
  action: string;
  /** The same page in the other language. */
  otherLanguageHref: string;
  email: string;
  /** An already translated message, or null. */
  error: string | null;
}

export function renderSignInPage(input: SignInPageInput): string {
  const t = pageTexts[input.language];
  const other: PageLanguage = input.language === 'fr' ? 'en' : 'fr';
  const invalid = input.error !== null;
  const described = invalid ? ' aria-describedby="sign-in-error" aria-invalid="true"' : '';
  const error = invalid
    ? `<p class="error" id="sign-in-error" role="alert">${escapeHtml(input.error)}</p>\n`
    : '';
  const focusEmail = input.email === '' ? ' autofocus' : '';
  const focusPassword = input.email === '' ? '' : ' autofocus';
  return layout({
    language: input.language,
    title: t.signInTitle,
    assetsPath: input.assetsPath,
    body: `<div class="top"><a href="${escapeHtml(input.otherLanguageHref)}" lang="${other}" hreflang="${other}" aria-label="${escapeHtml(t.otherLanguageLabel)}">${escapeHtml(t.otherLanguage)}</a></div>
<h1>${escapeHtml(PRODUCT_NAME)}</h1>
<h2>${escapeHtml(t.signInTitle)}</h2>
<p class="muted">${escapeHtml(t.signInIntro)}</p>
${error}<form method="post" action="${escapeHtml(input.action)}" novalidate>
<input type="hidden" name="lang" value="${input.language}">
<div class="field">
<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" spellcheck="false" autocapitalize="none" required value="${escapeHtml(input.email)}"${described}${focusEmail}>
</div>
<div class="field">
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}${focusPassword}>
</div>
<button type="submit">${escapeHtml(t.signInButton)}</button>
</form>`,
  });
}

export interface SignOutPageInput {
  language: PageLanguage;
  assetsPath: string;
  /** The provider's confirmation form (id "op.logoutForm", action and xsrf made by the provider). */
  providerForm: string;
}

export function renderSignOutPage(input: SignOutPageInput): string {
  const t = pageTexts[input.language];
  return layout({
    language: input.language,
    title: t.signOutTitle,
    assetsPath: input.assetsPath,
    script: AUTO_SUBMIT_SCRIPT,
    body: `<h1>${escapeHtml(PRODUCT_NAME)}</h1>
<h2>${escapeHtml(t.signOutTitle)}</h2>
<p role="status">${escapeHtml(t.signOutIntro)}</p>
${input.providerForm}
<button type="submit" form="op.logoutForm" name="logout" value="yes" data-auto-submit>${escapeHtml(t.signOutButton)}</button>`,
  });
}

export interface MessagePageInput {
  language: PageLanguage;
  assetsPath: string;
  homeUrl: string;
}

export function renderSignedOutPage(input: MessagePageInput): string {
  const t = pageTexts[input.language];
  return layout({
    language: input.language,
    title: t.signedOutTitle,
    assetsPath: input.assetsPath,
    body: `<h1>${escapeHtml(PRODUCT_NAME)}</h1>
<h2>${escapeHtml(t.signedOutTitle)}</h2>
<p role="status">${escapeHtml(t.signedOutIntro)}</p>
<p><a href="${escapeHtml(input.homeUrl)}">${escapeHtml(t.backToConsole)}</a></p>`,
  });
}

export function renderExpiredPage(input: MessagePageInput): string {
  const t = pageTexts[input.language];
  return layout({
    language: input.language,
    title: t.expiredTitle,
    assetsPath: input.assetsPath,
    body: `<h1>${escapeHtml(PRODUCT_NAME)}</h1>
<h2>${escapeHtml(t.expiredTitle)}</h2>
<p role="alert">${escapeHtml(t.expiredIntro)}</p>
<p><a href="${escapeHtml(input.homeUrl)}">${escapeHtml(t.backToConsole)}</a></p>`,
  });
}

export interface ErrorPageInput {
  assetsPath: string;
  homeUrl: string;
  /** The OAuth error code and description, shown as details (escaped). */
  error: string;
  description?: string | undefined;
}

/** A plain page in English and French: errors often come before we know the reader's language. */
export function renderErrorPage(input: ErrorPageInput): string {
  const details = `${input.error}${input.description ? `: ${input.description}` : ''}`;
  return layout({
    language: 'en',
    title: 'Sign-in error / Erreur de connexion',
    assetsPath: input.assetsPath,
    body: `<h1>${escapeHtml(PRODUCT_NAME)}</h1>
<section lang="en">
<h2>Sign-in error</h2>
<p role="alert">Something went wrong during sign-in. Please return to the console and try again.</p>
<p><a href="${escapeHtml(input.homeUrl)}">Return to Ambient Console</a></p>
</section>
<section lang="fr">
<h2>Erreur de connexion</h2>
<p>Une erreur s’est produite pendant la connexion. Veuillez retourner à la console et réessayer.</p>
<p><a href="${escapeHtml(input.homeUrl)}">Retourner à Ambient Console</a></p>
</section>
<pre class="muted">${escapeHtml(details)}</pre>`,
  });
}
