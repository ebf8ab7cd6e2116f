import { serve } from "@hono/node-server";
import { Hono } from "hono";

// Scaffolding: the backend issue replaces this with the real server.
const app = new Hono();
app.get("/health", (c) => c.json({ ok: true }));

const port = Number(process.env.PORT ?? 8080);
serve({ fetch: app.fetch, port }, (info) => {
  console.log(`Hotshelf listening on http://localhost:${info.port}`);
});
