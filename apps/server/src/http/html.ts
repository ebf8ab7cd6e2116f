/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** A small, plain, accessible HTML page for the server's own screens (test-mode payments, notices). */
export function htmlPage(input: { title: string; body: string; banner?: string }): string {
  const banner = input.banner
    ? `<p role="note" style="background:#fef3c7;color:#78350f;border:2px solid #b45309;padding:.5rem 1rem;font-weight:700">${escapeHtml(input.banner)}</p>`
    : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#111827;background:#fff}
button{font:inherit;padding:.5rem 1rem;margin:.25rem .5rem .25rem 0;border-radius:.375rem;border:1px solid #374151;background:#f9fafb;color:#111827;cursor:pointer}
button.primary{background:#1d4ed8;border-color:#1d4ed8;color:#fff}
button:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
dt{font-weight:600}
</style>
</head>
<body>
<main>
${banner}
<h1>${escapeHtml(input.title)}</h1>
${input.body}
</main>
</body>
</html>`;
}
