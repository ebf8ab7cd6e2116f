import { TRACKING_MESSAGES, validateTrackSubmission } from "@hotshelf/domain";
import { useRef, useState } from "react";
import { Form } from "react-aria-components";
import { shownFailure } from "../../hooks/shownFailure";
import { Button } from "../Button";
import { TextField } from "../TextField";

export interface TrackShopFormProps {
  /**
   * Starts tracking the normalised URL. Resolve when the request is done (the list then refreshes);
   * a refusal rejects with an Error whose message is the text to show by the form.
   */
  onTrack: (url: string) => Promise<void>;
  /** The clock, for the 10 s same-URL rule; tests and stories pass a fixed one. */
  now?: () => number;
}

/**
 * Track Shop: one URL field (Enter submits) and Track Store, with the domain's validation. A refused
 * start keeps the typed URL and announces its message under the field.
 */
export function TrackShopForm({ onTrack, now = Date.now }: TrackShopFormProps) {
  const [input, setInput] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [inFlight, setInFlight] = useState(false);
  const last = useRef<{ url: string; atMs: number } | null>(null);

  const submit = async () => {
    const nowMs = now();
    const decision = validateTrackSubmission(input, { inFlight, last: last.current, nowMs });
    if (decision.kind === "error") {
      setError(decision.error);
      return;
    }
    setError(null);
    if (decision.kind === "ignored") return;
    setRefusal(null);
    last.current = { url: decision.url, atMs: nowMs };
    setInFlight(true);
    try {
      await onTrack(decision.url);
      setInput("");
    } catch (failure) {
      // The same URL may be sent again at once, once the user has read why it was refused.
      last.current = null;
      setRefusal(shownFailure(failure));
    } finally {
      setInFlight(false);
    }
  };

  return (
    <Form
      className="flex flex-col gap-3"
      data-in-flight={inFlight || undefined}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="flex items-start gap-2">
        <TextField
          label={TRACKING_MESSAGES.placeholder}
          placeholder={TRACKING_MESSAGES.placeholder}
          value={input}
          onChange={(text) => {
            setInput(text);
            setError(null);
            setRefusal(null);
          }}
          isInvalid={error !== null}
          errorMessage={error ?? undefined}
          className="min-w-0 flex-1 [&>label]:sr-only"
          type="url"
          inputMode="url"
        />
        <Button type="submit" isPending={inFlight} pendingLabel="Tracking">
          {TRACKING_MESSAGES.submit}
        </Button>
      </div>
      {/* Present while empty, so a screen reader announces the text when it arrives. */}
      <p role="alert" className="text-danger text-sm empty:hidden">
        {refusal}
      </p>
      <ul className="list-disc pl-5 text-muted text-sm">
        <li>You can leave this page while a shop loads; tracking carries on without you.</li>
        <li>Once loaded, the shop appears in your Tracked Shops collection.</li>
      </ul>
    </Form>
  );
}
