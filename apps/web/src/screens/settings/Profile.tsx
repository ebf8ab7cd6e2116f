import { ChangePassword } from "./ChangePassword";
import { CustomerInformation } from "./CustomerInformation";
import { DeleteAccount } from "./DeleteAccount";

export function Profile() {
  return (
    <div className="flex flex-col gap-10">
      <ChangePassword />
      <CustomerInformation />
      <DeleteAccount />
    </div>
  );
}
