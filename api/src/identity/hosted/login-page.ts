import type { LocalIdentity } from './demo-identities.js';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export const displayName = (identity: LocalIdentity): string => `${identity.givenName} ${identity.familyName}`.trim();

/**
 * The local provider's sign-in page: pick a demo identity, or type another one. Plain forms, one
 * label per control, a visible focus ring: usable with the keyboard and a screen reader.
 */
export function renderLoginPage(input: {
  title: string;
  action: string;
  identities: readonly LocalIdentity[];
}): string {
  const title = escapeHtml(input.title);
  const action = escapeHtml(input.action);
  const choices = input.identities
    .map((identity) => {
      const label = `Continue as ${displayName(identity)} (${identity.email})`;
      return `<li><form method="post" action="${action}">
        <input type="hidden" name="identity" value="${escapeHtml(identity.sub)}">
        <button type="submit">${escapeHtml(label)}</button>
      </form></li>`;
    })
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
  ul { list-style: none; padding: 0; }
  li { margin: 0 0 .5rem; }
  button { font: inherit; padding: .5rem 1rem; border: 1px solid #555; border-radius: .25rem; background: #fff; cursor: pointer; }
  input[type=email], input[type=text] { font: inherit; padding: .4rem; width: 100%; box-sizing: border-box; }
  label { display: block; margin: .75rem 0 .25rem; }
  label.inline { display: flex; gap: .5rem; align-items: center; }
  :focus-visible { outline: 3px solid #1a56db; outline-offset: 2px; }
  p.note { color: #444; }
</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p class="note">A local stand-in for the real provider: nothing leaves this machine.</p>
<h2 id="demo-identities">Demo identities</h2>
<ul aria-labelledby="demo-identities">
${choices}
</ul>
<h2 id="another-identity">Another identity</h2>
<form method="post" action="${action}" aria-labelledby="another-identity">
  <label for="email">Email</label>
  <input id="email" name="email" type="email" required autocomplete="email">
  <label for="given_name">First name</label>
  <input id="given_name" name="given_name" type="text" required autocomplete="given-name">
  <label for="family_name">Last name</label>
  <input id="family_name" name="family_name" type="text" required autocomplete="family-name">
  <label class="inline" for="email_verified"><input id="email_verified" name="email_verified" type="checkbox" value="true" checked> Email verified</label>
  <p><button type="submit">Continue</button></p>
</form>
</main>
</body>
</html>`;
}
