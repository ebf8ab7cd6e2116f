/** The semantic colour tokens of packages/ui/src/styles/tokens.css, shown in both themes. */
const TOKENS: { name: string; className: string; use: string }[] = [
  { name: "surface", className: "bg-surface", use: "Page background" },
  { name: "raised", className: "bg-raised", use: "Cards, menus, dialogs" },
  { name: "sunken", className: "bg-sunken", use: "Wells, placeholders, hover" },
  { name: "fg", className: "bg-fg", use: "Body text" },
  { name: "muted", className: "bg-muted", use: "Secondary text" },
  { name: "border", className: "bg-border", use: "Dividers" },
  { name: "border-strong", className: "bg-border-strong", use: "Field borders" },
  { name: "brand", className: "bg-brand", use: "Primary actions, selection" },
  { name: "positive", className: "bg-positive", use: "Growth (green)" },
  { name: "negative", className: "bg-negative", use: "Decline (red)" },
  { name: "neutral", className: "bg-neutral", use: "No change (grey)" },
  { name: "danger", className: "bg-danger", use: "Destructive actions, errors" },
  { name: "warning", className: "bg-warning", use: "Warnings" },
  { name: "info", className: "bg-info", use: "Information" },
  { name: "focus", className: "bg-focus", use: "The focus ring" },
];

function Palette() {
  return (
    <ul className="grid grid-cols-3 gap-3 bg-surface p-4 text-fg">
      {TOKENS.map((token) => (
        <li key={token.name} className="flex items-center gap-3 rounded-lg bg-raised p-2">
          <span className={`size-10 shrink-0 rounded-md border border-border ${token.className}`} />
          <span>
            <code className="font-semibold text-sm">{token.name}</code>
            <br />
            <span className="text-muted text-xs">{token.use}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

export function TokenSwatches() {
  return (
    <div className="flex flex-col gap-4">
      <section>
        <h3>Light</h3>
        <Palette />
      </section>
      <section className="dark">
        <h3>Dark</h3>
        <Palette />
      </section>
    </div>
  );
}
