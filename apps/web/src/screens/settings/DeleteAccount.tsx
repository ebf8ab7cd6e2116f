import { canDeleteAccount, LICENCE_MESSAGES } from "@hotshelf/domain";
import { Button } from "@hotshelf/ui/Button";
import { DeleteAccountConfirm } from "@hotshelf/ui/DeleteAccountConfirm";
import { useState } from "react";
import { useData } from "../../hooks/useData";
import { useSignOut } from "../../hooks/useSignOut";
import { useLicence } from "../account/useLicence";

/** Deletion is offered only without an active paid subscription (the domain decides). */
export function DeleteAccount() {
  const { account } = useData();
  const signOut = useSignOut();
  const licence = useLicence();
  const [confirming, setConfirming] = useState(false);
  if (!licence) return null;
  const allowed = canDeleteAccount(licence, Date.now());

  return (
    <section aria-labelledby="delete-title" className="flex flex-col gap-4">
      <h2 id="delete-title" className="font-semibold text-lg">
        Delete Account
      </h2>
      {allowed ? (
        <>
          <p className="text-muted text-sm">
            Deleting your account removes your collections, filter sets and settings for good.
          </p>
          <div>
            <Button variant="danger" onPress={() => setConfirming(true)}>
              Delete Account
            </Button>
          </div>
          <DeleteAccountConfirm
            isOpen={confirming}
            onOpenChange={setConfirming}
            onDelete={async () => {
              await account.deleteAccount();
              await signOut();
            }}
          />
        </>
      ) : (
        <p>{LICENCE_MESSAGES.cannotDelete}</p>
      )}
    </section>
  );
}
