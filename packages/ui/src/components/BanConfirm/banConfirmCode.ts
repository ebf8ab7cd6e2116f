import { onDemand } from "../../hooks/onDemand";

/** The ban confirmation, a modal dialog the card and row menus fetch when an admin asks for it. */
export const banConfirmCode = onDemand(() => import("./BanConfirm"));
