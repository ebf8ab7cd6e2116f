import { DEFAULT_PRODUCT_NAME, formatMoney, NEW_USER_TRIAL } from "@hotshelf/domain";
import { Modal } from "../Dialog";
import { LinkButton } from "../LinkButton";

export interface SignUpModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  product?: string;
  registerHref?: string;
  loginHref?: string;
}

/** The public winners page's prompt, opened by any search, filter click or reaching the end. */
export function SignUpModal({
  isOpen,
  onOpenChange,
  product = DEFAULT_PRODUCT_NAME,
  registerHref = "/register",
  loginHref = "/login",
}: SignUpModalProps) {
  return (
    <Modal title={`Sign up to use ${product}`} isOpen={isOpen} onOpenChange={onOpenChange}>
      <div className="flex flex-col gap-4" data-overlay="sign-up">
        <p className="font-semibold text-lg">
          Try {product} Basic for {NEW_USER_TRIAL.days} days for {formatMoney(NEW_USER_TRIAL.price)}
          .
        </p>
        <p className="text-muted text-sm">
          Search and filter every trending product and shop. After the trial, Basic is{" "}
          {formatMoney(NEW_USER_TRIAL.thenMonthly)} per month; cancel any time during the trial.
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <LinkButton href={loginHref} variant="ghost">
            Login
          </LinkButton>
          <LinkButton href={registerHref} variant="primary">
            Register
          </LinkButton>
        </div>
      </div>
    </Modal>
  );
}
