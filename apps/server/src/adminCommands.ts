// The maintenance commands of src/admin.ts, on an open and migrated database.
import { removeDemoAccounts } from "./accounts";
import { createCollections } from "./collections";
import type { Db } from "./db/types";
import { rotateSigningKey } from "./identity/own/keys";
import { createTracker } from "./tracker";

export const ADMIN_COMMANDS: Record<
  string,
  (db: Db, log: (line: string) => void) => Promise<void>
> = {
  async "rotate-identity-key"(db, log) {
    const { kid } = await rotateSigningKey(db);
    log(`New signing key ${kid}. Running servers pick it up within a minute.`);
  },
  async "remove-demo-accounts"(db, log) {
    const collections = createCollections(db);
    const tracker = createTracker({ db, collections, allowLoopback: false, log });
    const removed = await removeDemoAccounts({
      db,
      async deleteAccount(sub) {
        await collections.deleteAllOf(sub);
        await tracker.forgetUser(sub);
        await db.transaction(async (tx) => {
          await tx.query("DELETE FROM filter_sets WHERE owner = $1", [sub]);
          await tx.query("DELETE FROM payment_events WHERE user_sub = $1", [sub]);
          await tx.query("DELETE FROM users WHERE sub = $1", [sub]);
          await tx.query("DELETE FROM identity_users WHERE sub::text = $1", [sub]);
        });
      },
    });
    log(removed.length > 0 ? `Removed ${removed.join(", ")}.` : "No demo accounts were found.");
  },
};
