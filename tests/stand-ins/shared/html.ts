/** Escapes text for an HTML element or a double-quoted attribute. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The frame of every page a stand-in renders, with a banner naming the stand-in. */
export function page(language: string, title: string, body: string, standIn = 'identity'): string {
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f1ea;color:#1d2a33}
main{max-width:34rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 2px 8px #0002}
h1{font-size:1.5rem;margin-top:0}label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #8a9499;border-radius:6px}
button{font-size:1rem;padding:.6rem 1rem;border:0;border-radius:6px;background:#1f6f4a;color:#fff;cursor:pointer}
button.link{background:none;color:#1f6f4a;text-decoration:underline;padding:.25rem 0}
.error{background:#fde8e8;color:#8a1c1c;padding:.6rem;border-radius:6px}
.note{font-size:.9rem;color:#4a5860}table{border-collapse:collapse;width:100%;font-size:.9rem}
td,th{text-align:left;padding:.35rem;border-bottom:1px solid #e3e0d8;vertical-align:top}
.banner{background:#ffd75e;padding:.4rem 1rem;text-align:center;font-size:.85rem}
</style>
</head>
<body>
<div class="banner" role="note">Local ${escapeHtml(standIn)} stand-in · development only</div>
<main>
${body}
</main>
</body>
</html>`;
}
