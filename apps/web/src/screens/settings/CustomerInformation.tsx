import { type CustomerAttributes, EMPTY_CUSTOMER } from "@hotshelf/api/contract";
import { ACCOUNT_MESSAGES } from "@hotshelf/domain";
import { Banner } from "@hotshelf/ui/Banner";
import { Button } from "@hotshelf/ui/Button";
import { Spinner } from "@hotshelf/ui/Spinner";
import { TextField } from "@hotshelf/ui/TextField";
import { type FormEvent, useEffect, useState } from "react";
import { useLoaderData } from "react-router-dom";
import type { Started } from "../../data/routeLoaders";
import { useData } from "../../hooks/useData";

type Customer = Required<CustomerAttributes>;

const FIELDS: ReadonlyArray<{
  key: keyof Customer;
  label: string;
  autoComplete: string;
}> = [
  { key: "name", label: "Name or Company", autoComplete: "organization" },
  { key: "line1", label: "Address Line 1", autoComplete: "address-line1" },
  { key: "line2", label: "Address Line 2", autoComplete: "address-line2" },
  { key: "city", label: "City", autoComplete: "address-level2" },
  { key: "state", label: "State", autoComplete: "address-level1" },
  { key: "country", label: "Country", autoComplete: "country" },
  { key: "postal_code", label: "Postal Code", autoComplete: "postal-code" },
  { key: "tax_id", label: "Tax ID (e.g. VAT number)", autoComplete: "off" },
];

/**
 * Billing details: name, address and tax id, which the server sends to the payment provider's
 * customer so invoices carry them. The form appears once the stored address has been read (or the read failed, then
 * empty); see docs/decisions.md. The server validates; its answer refills the fields.
 */
export function CustomerInformation() {
  const { account } = useData();
  const started = useLoaderData() as Started<{ customer: CustomerAttributes }> | undefined;
  const [form, setForm] = useState<Customer | null>(null);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<"saved" | "failed" | null>(null);

  useEffect(() => {
    let active = true;
    // The route loader's started read, else a new one (unit tests).
    (started?.customer ?? account.customer())
      .then((customer) => active && setForm({ ...EMPTY_CUSTOMER, ...customer }))
      .catch((error: unknown) => {
        console.error("The customer information could not be loaded:", error);
        if (active) setForm(EMPTY_CUSTOMER);
      });
    return () => {
      active = false;
    };
  }, [account, started]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form) return;
    setSaving(true);
    setOutcome(null);
    try {
      setForm({ ...EMPTY_CUSTOMER, ...(await account.updateCustomer(form)) });
      setOutcome("saved");
    } catch {
      setOutcome("failed");
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="customer-title" className="flex flex-col gap-4">
      <h2 id="customer-title" className="font-semibold text-lg">
        Customer Information
      </h2>
      {outcome === "failed" && (
        <Banner tone="danger">{ACCOUNT_MESSAGES.profileUpdateFailure}</Banner>
      )}
      {outcome === "saved" && (
        <Banner tone="info">Your customer information has been updated.</Banner>
      )}
      {form ? (
        <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
          {FIELDS.map(({ key, label, autoComplete }) => (
            <TextField
              key={key}
              label={label}
              name={key}
              autoComplete={autoComplete}
              value={form[key]}
              onChange={(value) => setForm((current) => current && { ...current, [key]: value })}
            />
          ))}
          <div className="sm:col-span-2">
            <Button type="submit" isPending={saving} pendingLabel="Saving">
              Update Customer Profile
            </Button>
          </div>
        </form>
      ) : (
        <Spinner label="Loading customer information" />
      )}
    </section>
  );
}
